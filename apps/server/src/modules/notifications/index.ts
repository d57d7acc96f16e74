import type { FastifyPluginAsync } from 'fastify';
import { createNotificationPreferences } from './notification-preferences.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createWebPushSender } from './web-push-sender.ts';

export { notify, type NotifyInput } from './notify.ts';

/**
 * Notifications (spec §3–§4): the records, the centre's routes, the staff broadcast and web
 * push. Other modules write them with `notify(tx, …)` inside their own transaction; this module
 * emits them to the recipients' sockets and pushes personalized ones, through the outbox.
 */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  const repository = createNotificationsRepository(app.database.db);
  const preferences = createNotificationPreferences(app.database.db);
  const { vapid } = app.config;
  const push = vapid
    ? createWebPushSender({
        repository,
        preferences,
        vapid,
        log: app.log.child({ module: 'push' }),
      })
    : undefined;

  app.outbox.registerHandler('notification:created', async ({ payload }) => {
    const notification = await repository.find(payload.notificationId);
    if (!notification) return;
    for (const userId of await repository.recipientIds(notification.id)) {
      app.realtime.emitToUser(userId, 'notification:created', notification);
    }
  });
  app.outbox.registerHandler('push:requested', async ({ payload }) => {
    const notification = await repository.find(payload.notificationId);
    if (!notification || !push) return;
    await push(payload.userId, notification);
  });

  await app.register(notificationsRoutes, {
    repository,
    preferences,
    vapidPublicKey: vapid?.publicKey,
  });
};
