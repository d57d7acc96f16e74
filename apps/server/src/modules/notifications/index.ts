import type { FastifyPluginAsync } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { mailUnsubscribeRoutes } from './mail-unsubscribe.routes.ts';
import { mailUnsubscribeToken } from './mail-unsubscribe-token.ts';
import { notificationMail } from './notification-mail.ts';
import { createNotificationPreferences } from './notification-preferences.repository.ts';
import { createNotificationsRepository } from './notifications.repository.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { createNotificationsService } from './notifications.service.ts';
import { createWebPushSender } from './web-push-sender.ts';

export { notify, type NotifyInput, type NotifyMail } from './notify.ts';

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

  // Mail, per recipient whose mail preference for the kind is on: claimed before it is sent, so
  // a redelivered event or a second instance sends nothing twice (a failed send is released).
  const { publicUrl, authSecret } = app.config;
  app.outbox.registerHandler('notification:mail-requested', async (event) => {
    const { notificationId } = event.payload;
    // One query: the recipients still to mail, each with the notification's digest key.
    for (const { digestKey, ...recipient } of await repository.mailRecipients(notificationId)) {
      const claimed = await repository.claimMail(
        recipient.userId,
        digestKey ? { digestKey } : { notificationId },
      );
      // Nothing left: an earlier digest (or another instance) mailed it already.
      if (claimed.length === 0) continue;
      const kind = claimed[0]!.kind;
      const token = mailUnsubscribeToken(authSecret, recipient.userId, kind);
      try {
        await app.mailer.send({
          ...notificationMail({
            recipient,
            kind,
            notifications: claimed,
            publicUrl,
            unsubscribeUrl: `${publicUrl}/api/v1/notifications/mail/unsubscribe?token=${encodeURIComponent(token)}`,
          }),
          messageId: messageIdFor(event.id, `${event.type}.${recipient.userId}`, publicUrl),
        });
      } catch (error) {
        await repository.releaseMail(
          recipient.userId,
          claimed.map((n) => n.id),
        );
        throw error;
      }
    }
  });

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
