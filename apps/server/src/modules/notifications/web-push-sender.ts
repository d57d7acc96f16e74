import webpush from 'web-push';
import type { NotificationPreferencesStore } from './notification-preferences.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';

type Log = { warn: (obj: object, message: string) => void };

/**
 * Sends a personalized notification to each of the user's push subscriptions (RFC 8291
 * aes128gcm, signed with the VAPID keys). A subscription the push service answers 404 or 410
 * is gone and removed; other failures throw, so the outbox retries the event. A user who
 * turned push off for the notification's kind gets nothing. The subscriptions are read first:
 * most users have none, and then neither the notification nor the preferences are read.
 */
export function createWebPushSender(deps: {
  repository: NotificationsRepository;
  preferences: Pick<NotificationPreferencesStore, 'wantsPush'>;
  vapid: { publicKey: string; privateKey: string; subject: string };
  log: Log;
}) {
  const { repository, preferences, vapid, log } = deps;
  return async (userId: string, notificationId: string): Promise<void> => {
    const subscriptions = await repository.subscriptionsOf(userId);
    if (subscriptions.length === 0) return;
    const notification = await repository.find(notificationId);
    if (!notification || !(await preferences.wantsPush(userId, notification.kind))) return;
    const payload = JSON.stringify({
      id: notification.id,
      kind: notification.kind,
      title: notification.title,
      body: notification.body,
      link: notification.link,
    });
    const failures: unknown[] = [];
    for (const subscription of subscriptions) {
      // web-push encrypts and signs; the request goes out through fetch (web-push's own sender
      // speaks https only, and a timeout is easier to bound here).
      const request = webpush.generateRequestDetails(
        {
          endpoint: subscription.endpoint,
          keys: { p256dh: subscription.p256dh, auth: subscription.auth },
        },
        payload,
        { vapidDetails: vapid, contentEncoding: 'aes128gcm', TTL: 24 * 60 * 60 },
      );
      try {
        const response = await fetch(request.endpoint, {
          method: 'POST',
          headers: Object.fromEntries(
            Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
          ),
          body: request.body ? new Uint8Array(request.body) : null,
          signal: AbortSignal.timeout(10_000),
        });
        await response.body?.cancel();
        if (response.status === 404 || response.status === 410) {
          await repository.removeSubscription(subscription.id);
          log.warn(
            { status: response.status, subscriptionId: subscription.id },
            'push subscription gone, removed',
          );
        } else if (!response.ok) {
          failures.push(new Error(`the push service answered ${response.status}`));
        }
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  };
}
