import {
  chatGroupListSchema,
  chatGroupParamsSchema,
  chatGroupSchema,
  chatGroupsQuerySchema,
  chatMessageListSchema,
  chatMessageSchema,
  chatMessagesQuerySchema,
  chatStatusUpdateSchema,
  createChatGroupInputSchema,
  readChatMessagesInputSchema,
  sendChatMessageInputSchema,
} from '@vitrine/contracts/chat';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ChatService } from './chat.service.ts';

const tags = ['chat'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };
const members = ['customer', 'vendor'] as const;

/** Customer–shop conversations; the socket carries the same events live. */
export const chatRoutes: FastifyPluginAsyncZod<{ chat: ChatService }> = async (app, { chat }) => {
  app.post(
    '/chat/groups',
    {
      schema: {
        'x-roles': ['customer'],
        'x-owned': { shopId: 'public' },
        tags,
        summary: 'My conversation with a shop: created (201) or the existing one (200)',
        body: createChatGroupInputSchema,
        response: { 200: chatGroupSchema, 201: chatGroupSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { group, created } = await chat.openGroupWithShop(request.user.id, request.body.shopId);
      return reply.status(created ? 201 : 200).send(group);
    },
  );

  app.get(
    '/chat/groups',
    {
      schema: {
        'x-roles': [...members],
        tags,
        summary:
          'My newest conversations, newest message first, with unread counts and my counters',
        querystring: chatGroupsQuerySchema,
        response: { 200: chatGroupListSchema, ...errors },
      },
    },
    async (request) => chat.listGroups(request.user.id, request.query.limit),
  );

  app.get(
    '/chat/groups/:groupId',
    {
      schema: {
        'x-roles': [...members],
        'x-owned': { groupId: 'chat-group' },
        tags,
        summary: 'One of my conversations (a link to one not among the newest)',
        params: chatGroupParamsSchema,
        response: { 200: chatGroupSchema, ...errors },
      },
    },
    async (request) => chat.findGroup(request.user.id, request.params.groupId),
  );

  app.post(
    '/chat/groups/:groupId/messages',
    {
      schema: {
        'x-roles': [...members],
        // clientId is the sender's own key, scoped to the sender (never another's object).
        'x-owned': { groupId: 'chat-group', clientId: 'checked' },
        tags,
        summary: 'Sends a message (201); the same clientId again answers the stored message (200)',
        params: chatGroupParamsSchema,
        body: sendChatMessageInputSchema,
        response: { 200: chatMessageSchema, 201: chatMessageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { message, created } = await chat.send(
        request.user.id,
        request.params.groupId,
        request.body,
      );
      return reply.status(created ? 201 : 200).send(message);
    },
  );

  app.get(
    '/chat/groups/:groupId/messages',
    {
      schema: {
        'x-roles': [...members],
        'x-owned': { groupId: 'chat-group' },
        tags,
        summary:
          'Messages in order with their statusEvents: the latest `limit`, those before `before` (earlier history), or those after `after` (reconnects)',
        params: chatGroupParamsSchema,
        querystring: chatMessagesQuerySchema,
        response: { 200: chatMessageListSchema, ...errors },
      },
    },
    async (request) =>
      chat.listMessages(
        request.user.id,
        request.params.groupId,
        { after: request.query.after, before: request.query.before },
        request.query.limit,
      ),
  );

  const statusRoute = (action: 'open' | 'seen', summary: string) =>
    app.post(
      `/chat/groups/:groupId/${action}`,
      {
        schema: {
          'x-roles': [...members],
          'x-owned': { groupId: 'chat-group' },
          tags,
          summary,
          params: chatGroupParamsSchema,
          response: { 200: chatStatusUpdateSchema, ...errors },
        },
      },
      async (request) => chat[action](request.user.id, request.params.groupId),
    );
  statusRoute(
    'open',
    'I opened the conversation: my messages become unread and my unSeenMessages is reset',
  );
  statusRoute('seen', 'My app saw the conversation’s new messages: delivered → unseen');

  app.post(
    '/chat/groups/:groupId/read',
    {
      schema: {
        'x-roles': [...members],
        'x-owned': { groupId: 'chat-group' },
        tags,
        summary: 'These messages were on my screen: → read; their senders get read receipts',
        params: chatGroupParamsSchema,
        body: readChatMessagesInputSchema,
        response: { 200: chatStatusUpdateSchema, ...errors },
      },
    },
    async (request) => chat.read(request.user.id, request.params.groupId, request.body.messageIds),
  );
};
