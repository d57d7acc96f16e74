import type { FastifyInstance } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { mailUnsubscribeToken } from './mail-unsubscribe-token.ts';
import { notificationMail } from './notifications.mails.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { createWebPushSender } from './web-push-sender.ts';

/**
 * The notifications module's outbox handlers: a notification emitted to its recipients'
 * sockets, pushed where asked, and mailed by each recipient's preferences.
 */
export function registerNotificationsHandlers(
  app: FastifyInstance,
  deps: {
    repository: NotificationsRepository;
    /** Web push (VAPID configured), or none. */
    push: ReturnType<typeof createWebPushSender> | undefined;
  },
) {
  const { repository, push } = deps;
  app.outbox.registerHandler('notification:created', async ({ payload }) => {
    const found = await repository.findWithRecipients(payload.notificationId);
    if (!found) return;
    for (const userId of found.recipientIds) {
      app.realtime.emitToUser(userId, 'notification:created', found.notification);
    }
  });
  app.outbox.registerHandler('push:requested', async ({ payload }) => {
    if (!push) return;
    await push(payload.userId, payload.notificationId);
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
}
