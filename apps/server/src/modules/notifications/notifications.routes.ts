import { errorBodySchema } from '@vitrine/contracts/errors';
import {
  broadcastNotificationInputSchema,
  notificationCountsSchema,
  notificationPreferencesSchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationsQuerySchema,
  pushPublicKeySchema,
  pushSubscriptionCheckInputSchema,
  pushSubscriptionInputSchema,
  pushSubscriptionStatusSchema,
  pushUnsubscribeInputSchema,
} from '@vitrine/contracts/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../platform/lib/app-error.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The notification centre, the staff broadcast and web-push subscriptions. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  notifications: NotificationsService;
  vapidPublicKey: string | undefined;
}> = async (app, { notifications, vapidPublicKey }) => {
  app.get(
    '/notifications/preferences',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary: 'My notification preferences: web push and mail per kind, and the sound',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => notifications.preferences(request.user.id),
  );

  app.put(
    '/notifications/preferences',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary: 'Replaces my notification preferences (push opt-outs are honoured by the sender)',
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => notifications.savePreferences(request.user.id, request.body),
  );

  app.get(
    '/notifications',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary: 'My notifications, newest first, with unread counts per kind and newNotification',
        querystring: notificationsQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { items, total, counts } = await notifications.page(request.user.id, page, limit);
      return { items, total, page, limit, counts };
    },
  );

  app.post(
    '/notifications/seen',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary:
          'The app saw my sent notifications: they become unread and newNotification is raised',
        response: { 200: notificationCountsSchema, ...errors },
      },
    },
    async (request) => notifications.markSeen(request.user.id),
  );

  app.post(
    '/notifications/read-all',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary: 'Marks all my notifications read and lowers newNotification',
        response: { 200: notificationCountsSchema, ...errors },
      },
    },
    async (request) => notifications.markAllRead(request.user.id),
  );

  app.post(
    '/notifications/:id/read',
    {
      schema: {
        'x-roles': ['signed-in'],
        'x-owned': { id: 'notification' },
        tags,
        summary: 'Marks one of my notifications read (404 for anyone else’s)',
        params: notificationParamsSchema,
        response: { 200: notificationCountsSchema, ...errors },
      },
    },
    async (request) => notifications.markRead(request.user.id, request.params.id),
  );

  app.post(
    '/admin/notifications/broadcast',
    {
      schema: {
        'x-roles': ['admin', 'employee'],
        // Broadcasts are what the home page and the bell say to everyone: the content area's.
        'x-permission': 'content',
        tags,
        summary: 'A staff broadcast: general (everyone) or user-general (every customer)',
        body: broadcastNotificationInputSchema,
        response: { 201: z.object({ id: z.uuid() }), ...errors },
      },
    },
    async (request, reply) => {
      const { audience, title, body, link } = request.body;
      const id = await notifications.broadcast({ audience, title, body, link });
      return reply.status(201).send({ id });
    },
  );

  app.get(
    '/push/public-key',
    {
      schema: {
        'x-roles': ['public'],
        tags,
        summary: 'The VAPID public key browsers subscribe with (404 when web push is off)',
        response: { 200: pushPublicKeySchema, 404: errorBodySchema },
      },
    },
    async () => {
      if (!vapidPublicKey) throw notFound('Web push');
      return { publicKey: vapidPublicKey };
    },
  );

  app.post(
    '/push/subscriptions',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary:
          'Subscribes this browser to web push of my notifications (409 for an endpoint another account holds)',
        body: pushSubscriptionInputSchema,
        response: { 201: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      await notifications.subscribe(request.user.id, { endpoint, ...keys });
      return reply.status(201).send(null);
    },
  );

  app.post(
    '/push/subscriptions/check',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary:
          'Whether this browser’s endpoint sends me my notifications (not another account’s)',
        body: pushSubscriptionCheckInputSchema,
        response: { 200: pushSubscriptionStatusSchema, ...errors },
      },
    },
    async (request) => ({
      subscribed: await notifications.isSubscribed(request.user.id, request.body.endpoint),
    }),
  );

  app.delete(
    '/push/subscriptions',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags,
        summary: 'Unsubscribes one of my browsers (404 for an endpoint I have not subscribed)',
        body: pushUnsubscribeInputSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await notifications.unsubscribe(request.user.id, request.body.endpoint);
      return reply.status(204).send(null);
    },
  );
};
