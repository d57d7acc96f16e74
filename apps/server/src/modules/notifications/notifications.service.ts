import type { NotificationCounts, NotificationKind } from '@vitrine/contracts/notifications';
import type { Database } from '../../platform/db/client.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import type { NotificationPreferencesStore } from './notification-preferences.repository.ts';
import type { NotificationsRepository } from './notifications.repository.ts';
import { notify } from './notify.ts';

/**
 * The notification centre as its routes use it: a user's notifications and their states, their
 * preferences, their browsers' web-push subscriptions, and the staff broadcast.
 */
export function createNotificationsService(deps: {
  db: Database;
  repository: NotificationsRepository;
  preferences: NotificationPreferencesStore;
}) {
  const { db, repository, preferences } = deps;
  return {
    preferences: (userId: string) => preferences.get(userId),
    savePreferences: (userId: string, input: Parameters<NotificationPreferencesStore['save']>[1]) =>
      preferences.save(userId, input),
    /** Turns one kind's mail off (the unsubscribe link of a notification mail). */
    turnOffMail: (userId: string, kind: NotificationKind) => preferences.turnOffMail(userId, kind),

    /** One page of the user's notifications, newest first, with the unread counts. */
    async page(userId: string, page: number, limit: number) {
      const [{ items, total }, counts] = await Promise.all([
        repository.list(userId, page, limit),
        repository.counts(userId),
      ]);
      return { items, total, counts };
    },
    /** The app saw the sent notifications: they become unread and newNotification is raised. */
    async markSeen(userId: string): Promise<NotificationCounts> {
      const moved = await repository.advance(userId, 'unread');
      if (moved > 0) await repository.setNewNotification(userId, true);
      return repository.counts(userId);
    },
    /** All read, newNotification lowered. */
    async markAllRead(userId: string): Promise<NotificationCounts> {
      await repository.advance(userId, 'read');
      await repository.setNewNotification(userId, false);
      return repository.counts(userId);
    },
    /** One of the user's notifications read (404 for anyone else's); the last lowers the flag. */
    async markRead(userId: string, notificationId: string): Promise<NotificationCounts> {
      if (!(await repository.isRecipient(userId, notificationId))) {
        throw notFound('Notification');
      }
      await repository.advance(userId, 'read', notificationId);
      const counts = await repository.counts(userId);
      const unread =
        counts.unread.personalized + counts.unread['user-general'] + counts.unread.general;
      if (unread === 0 && counts.newNotification) {
        await repository.setNewNotification(userId, false);
        return { ...counts, newNotification: false };
      }
      return counts;
    },
    /** A staff broadcast; resolves its id. */
    broadcast: async (input: Parameters<typeof notify>[1]) =>
      (await runInTransaction(db, (tx) => notify(tx, input)))!,

    /** Subscribes a browser (409 for an endpoint another account holds). */
    async subscribe(userId: string, input: { endpoint: string; p256dh: string; auth: string }) {
      if (!(await repository.subscribe(userId, input))) {
        // The browser itself can start afresh: unsubscribe there, subscribe for a new endpoint.
        const message = 'belongs to another account: subscribe this browser again for a new one';
        throw new AppError('CONFLICT', `endpoint: ${message}`, [{ field: 'endpoint', message }]);
      }
    },
    isSubscribed: (userId: string, endpoint: string) => repository.isSubscribed(userId, endpoint),
    /** Unsubscribes one of the user's browsers (404 for an endpoint they have not subscribed). */
    async unsubscribe(userId: string, endpoint: string) {
      if (!(await repository.unsubscribe(userId, endpoint))) throw notFound('Subscription');
    },
  };
}
export type NotificationsService = ReturnType<typeof createNotificationsService>;
