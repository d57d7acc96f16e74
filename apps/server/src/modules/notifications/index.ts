import type { FastifyPluginAsync } from 'fastify';
import { mailUnsubscribeRoutes } from './mail-unsubscribe.routes.ts';
import { createNotificationPreferences } from './notification-preferences.repository.ts';
import { registerNotificationsHandlers } from './notifications.events.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createWebPushSender } from './web-push-sender.ts';

export { notify, notifyWishlist, type NotifyInput } from './notify.ts';

/**
 * Notifications: the records, the centre's routes, the staff broadcast, web push
 * and mail. Other modules write them with `notify(tx, …)` inside their own transaction; this
 * module emits them to the recipients' sockets, pushes personalized ones and mails them (by each
 * recipient's per-kind preferences), through the outbox.
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

  registerNotificationsHandlers(app, { repository, push });
  const { publicUrl, authSecret } = app.config;

  const notifications = createNotificationsService({
    db: app.database.db,
    repository,
    preferences,
  });
  await app.register(mailUnsubscribeRoutes, {
    notifications,
    authSecret,
    homeUrl: `${publicUrl}/`,
  });
  await app.register(notificationsRoutes, { notifications, vapidPublicKey: vapid?.publicKey });
};
