import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { notify } from '../notifications/index.ts';
import { createProductCards } from '../products/index.ts';
import { createChatRepository } from './chat.repository.ts';
import { chatRoutes } from './chat.routes.ts';
import { createChatService, type ChatService } from './chat.service.ts';

export type { CardCheck, ChatService } from './chat.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    chat: Pick<ChatService, 'registerCardCheck'>;
  }
}

/**
 * A message to a recipient who is away is mailed only if still unseen this long after it was
 * sent, together with the others of that conversation they have not seen: one mail per
 * conversation and this window at most, however busy the chat.
 */
export const CHAT_MAIL_DELAY_MS = 10 * 60_000;

/** Typing is relayed at most once per user and group in this window. */
const TYPING_THROTTLE_MS = 2_000;

/**
 * Presence widened to chat partners (registered with the presence module, which comes first):
 * a user's presence is visible to, and its changes sent to, everyone sharing a group with them.
 */
export function chatPresence(db: Database) {
  const repository = createChatRepository(db);
  return {
    audience: (viewerId: string, userId: string) => repository.sharesGroup(viewerId, userId),
    watchers: (userId: string) => repository.partnersOf(userId),
  };
}

/** The receipt of a message's emit to its members, made by the send after its commit. */
const deliveryReceipt = (messageId: string) => `chat:message-created:${messageId}`;

const preview = (type: string, content: Record<string, unknown>) =>
  type === 'text' ? String(content['text']).slice(0, 140) : `Sent a ${type}`;

/**
 * Chat: groups per customer and shop, messages stored once per client id, per
 * recipient statuses that only move forward, and counters. Delivery: stored, then emitted to
 * every member's sockets straight after the commit; the outbox event notifies a recipient
 * with no socket, and emits the message itself only when the send did not get to (clients
 * keep each message id once either way).
 */
export const chatModule = fp<{ clock?: () => Date }>(
  async (app: FastifyInstance, options) => {
    // The outbox's clock, which the chat mail's delay is counted on (tests move it).
    const outboxClock = options.clock ?? (() => new Date());
    const repository = createChatRepository(app.database.db);
    const chat = createChatService({
      db: app.database.db,
      repository,
      images: app.media.images,
      products: createProductCards(app.database.db),
      clock: () => new Date(),
      // Straight after the send's commit, to every member's sockets on every instance, with a
      // receipt the outbox handler checks so that it does not send the message a second time.
      deliver: (message, memberIds) =>
        app.realtime.emitToUsers(memberIds, 'chat:message-created', message, {
          receipt: deliveryReceipt(message.id),
        }),
      deliveryCheckDelayMs: app.realtime.receiptLagMs,
    });
    app.decorate('chat', { registerCardCheck: chat.registerCardCheck });
    // A photo sent in a conversation stays: its uploader cannot delete it from under the chat.
    app.media.images.registerUsageCheck(async ({ id }) =>
      (await repository.isImageInMessages(id)) ? 'a photo sent in a conversation' : undefined,
    );

    // What must not be lost once a message is stored: its emit, if the send's process stopped
    // before making it (no receipt), and a notification to each recipient who is away.
    // The common case reads nothing: the send emitted the message, the event names its
    // recipients, and every one of them is connected, so there is nobody to notify. A live send
    // is never emitted twice: a send of this process still between its commit and its emit is
    // waited for (`sendSettled`), and the event is due only once a receipt made elsewhere is
    // readable here (`deliveryCheckDelayMs`: a second with Redis). (A handler that fails after
    // taking the receipt emits the message again on its retry; clients keep each message id once.)
    app.outbox.registerHandler('chat:message-created', async ({ payload }) => {
      await chat.sendSettled(payload.messageId);
      const emitted = await app.realtime.takeReceipt(deliveryReceipt(payload.messageId));
      if (emitted) {
        const recipientIds = await recipientsOf(payload);
        if (recipientIds && (await allConnected(recipientIds))) return;
      }
      const delivery = await chat.messageForDelivery(payload.messageId);
      if (!delivery) return;
      const { message, members } = delivery;
      if (!emitted) {
        app.realtime.emitToUsers(
          members.map((m) => m.userId),
          'chat:message-created',
          message,
        );
      }
      const sender = members.find((m) => m.userId === message.senderId);
      for (const member of members) {
        if (member.userId === message.senderId) continue;
        if (await app.realtime.isUserConnected(member.userId)) continue;
        await runInTransaction(app.database.db, (tx) =>
          notify(tx, {
            userId: member.userId,
            title: `New message from ${sender?.name ?? 'a conversation'}`,
            body: preview(message.type, message.content),
            link:
              member.role === 'vendor'
                ? `/vendor/inbox?group=${message.groupId}`
                : `/user/chat?group=${message.groupId}`,
            sourceKey: `chat:${message.id}:${member.userId}`,
            mail: {
              digest: `chat:${message.groupId}`,
              after: new Date(outboxClock().getTime() + CHAT_MAIL_DELAY_MS),
            },
          }),
        );
      }
    });

    /** The message's recipients, as its event names them or, in an older event, from its group. */
    async function recipientsOf({
      groupId,
      senderId,
      recipientIds,
    }: DomainEventPayload<'chat:message-created'>) {
      if (recipientIds) return recipientIds;
      if (groupId === undefined || senderId === undefined) return undefined;
      return (await repository.memberIds(groupId)).filter((id) => id !== senderId);
    }

    async function allConnected(userIds: readonly string[]) {
      for (const userId of userIds) if (!(await app.realtime.isUserConnected(userId))) return false;
      return true;
    }

    app.outbox.registerHandler('chat:statuses-changed', async ({ payload }) => {
      const { senderId, ...changed } = payload;
      app.realtime.emitToUser(senderId, 'chat:statuses-changed', changed);
    });

    const lastTyping = new Map<string, number>();
    app.realtime.onClientEvent('chat:typing', async (userId, { groupId }) => {
      const key = `${userId}:${groupId}`;
      const now = Date.now();
      if (now - (lastTyping.get(key) ?? 0) < TYPING_THROTTLE_MS) return;
      lastTyping.set(key, now);
      if (lastTyping.size > 50_000) lastTyping.clear();
      const memberIds = await repository.memberIds(groupId);
      if (!memberIds.includes(userId)) return;
      for (const memberId of memberIds) {
        if (memberId !== userId)
          app.realtime.emitToUser(memberId, 'chat:typing', { groupId, userId });
      }
    });

    await app.register(chatRoutes, { chat });
  },
  { name: 'chat', dependencies: ['media', 'outbox', 'realtime'] },
);
