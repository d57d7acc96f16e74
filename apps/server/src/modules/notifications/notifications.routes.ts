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
import { runInTransaction } from '../../platform/db/transaction.ts';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import type { NotificationPreferencesStore } from './notification-preferences.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { notify } from './notify.ts';

const tags = ['notifications'];
const errors = { 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema };

/** The notification centre, the staff broadcast and web-push subscriptions. */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  repository: NotificationsRepository;
  preferences: NotificationPreferencesStore;
  vapidPublicKey: string | undefined;
}> = async (app, { repository, preferences, vapidPublicKey }) => {
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
    async (request) => preferences.get(request.user.id),
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
    async (request) => preferences.save(request.user.id, request.body),
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
      const [{ items, total }, counts] = await Promise.all([
        repository.list(request.user.id, page, limit),
        repository.counts(request.user.id),
      ]);
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
    async (request) => {
      const moved = await repository.advance(request.user.id, 'unread');
      if (moved > 0) await repository.setNewNotification(request.user.id, true);
      return repository.counts(request.user.id);
    },
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
    async (request) => {
      await repository.advance(request.user.id, 'read');
      await repository.setNewNotification(request.user.id, false);
      return repository.counts(request.user.id);
    },
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
    async (request) => {
      const userId = request.user.id;
      if (!(await repository.isRecipient(userId, request.params.id))) {
        throw notFound('Notification');
      }
      await repository.advance(userId, 'read', request.params.id);
      const counts = await repository.counts(userId);
      const unread =
        counts.unread.personalized + counts.unread['user-general'] + counts.unread.general;
      if (unread === 0 && counts.newNotification) {
        await repository.setNewNotification(userId, false);
        return { ...counts, newNotification: false };
      }
      return counts;
    },
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
      const id = await runInTransaction(app.database.db, (tx) =>
        notify(tx, { audience, title, body, link }),
      );
      return reply.status(201).send({ id: id! });
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
      if (!(await repository.subscribe(request.user.id, { endpoint, ...keys }))) {
        // The browser itself can start afresh: unsubscribe there, subscribe for a new endpoint.
        const message = 'belongs to another account: subscribe this browser again for a new one';
        throw new AppError('CONFLICT', `endpoint: ${message}`, [{ field: 'endpoint', message }]);
      }
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
      subscribed: await repository.isSubscribed(request.user.id, request.body.endpoint),
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
      if (!(await repository.unsubscribe(request.user.id, request.body.endpoint))) {
        throw notFound('Subscription');
      }
      return reply.status(204).send(null);
    },
  );
};
