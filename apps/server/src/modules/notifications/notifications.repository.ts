import { sql, type SQL } from 'drizzle-orm';
import type {
  Notification,
  NotificationCounts,
  NotificationKind,
  NotificationStatus,
} from '@vitrine/contracts/notifications';
import { randomUUID } from 'node:crypto';
import type { Database } from '../../platform/db/client.ts';
import {
  enqueueManyInStatement,
  eventsWritten,
  type EventOf,
} from '../../platform/outbox/index.ts';
import { queryWith, type Queryable, type Transaction } from '../../platform/db/transaction.ts';

const rows = async <T>(q: Queryable, query: SQL): Promise<T[]> =>
  ((await q.execute(query)) as unknown as { rows: T[] }).rows;

type NotificationRow = {
  id: string;
  status: NotificationStatus;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string | null;
  created_at: Date | string;
};
const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  status: row.status,
  kind: row.kind,
  title: row.title,
  body: row.body,
  link: row.link,
  createdAt: new Date(row.created_at).toISOString(),
});

export type NewNotification = {
  kind: NotificationKind;
  title: string;
  body: string;
  link?: string | null;
  /** Makes a repeat of the same source (an event delivered twice) a no-op. */
  sourceKey?: string;
  /** Mailed as a digest with the others of this key (see notify's `mail`). */
  mailDigestKey?: string;
};

/** A recipient to mail about a notification: their mail preference for its kind is on. */
export type MailRecipient = { userId: string; email: string; name: string };

/** A notification claimed for one recipient's mail. */
export type MailedNotification = Pick<Notification, 'id' | 'title' | 'body' | 'link' | 'kind'> & {
  createdAt: string;
};

export type PushSubscriptionRecord = { id: string; endpoint: string; p256dh: string; auth: string };

/**
 * Writes a notification, its recipients and its outbox `events` in one statement: `userId` for
 * a personalized one, `userIds` for a wishlist one (one insert however many), every customer for
 * user-general, everyone for general. `events` gets the notification's id (made here, so the
 * events can carry it); they are written only with the notification. Null, and nothing
 * written, when `sourceKey` was already used.
 */
export async function insertNotification(
  tx: Transaction | Queryable,
  input: NewNotification & { userId?: string; userIds?: readonly string[] },
  events: (id: string) => readonly EventOf[] = () => [],
): Promise<string | null> {
  const q = queryWith(tx);
  const id = randomUUID();
  // Recipients are read with `for key share`, the lock the foreign key check takes anyway: an
  // account deleted while this statement runs is then skipped (or its deletion waits for this
  // transaction) instead of failing the notification for everyone else.
  const recipients =
    input.kind === 'personalized'
      ? sql`select id from "user" where id = ${input.userId!} for key share`
      : input.kind === 'wishlist'
        ? sql`select id from "user" where id in (
            select jsonb_array_elements_text(${JSON.stringify(input.userIds)}::jsonb))
            for key share`
        : input.kind === 'user-general'
          ? sql`select u.id from "user" u join user_role r on r.user_id = u.id
              where r.customer for key share of u`
          : sql`select id from "user" for key share`;
  const toWrite = events(id).map((event) => ({
    ...event,
    runAt: event.runAt && sql`${event.runAt.toISOString()}::timestamptz`,
  }));
  const [row] = await rows<{ id: string }>(
    q,
    sql`with n as (
          insert into notification (id, kind, title, body, link, source_key, mail_digest_key)
          values (${id}::uuid, ${input.kind}, ${input.title}, ${input.body}, ${input.link ?? null},
            ${input.sourceKey ?? null}, ${input.mailDigestKey ?? null})
          on conflict (source_key) do nothing returning id),
        r as (
          insert into notification_recipient (notification_id, user_id)
          select n.id, recipients.r from n cross join (${recipients}) as recipients(r))
        ${toWrite.length > 0 ? sql`, e as (${enqueueManyInStatement(toWrite, sql`n`)})` : sql``}
        select id from n`,
  );
  if (!row) return null;
  if (toWrite.length > 0) eventsWritten(tx);
  return row.id;
}

export function createNotificationsRepository(db: Database) {
  return {
    async find(notificationId: string) {
      const [row] = await rows<Omit<NotificationRow, 'status'>>(
        db,
        sql`select id, kind, title, body, link, created_at from notification where id = ${notificationId}`,
      );
      return row ? toNotification({ ...row, status: 'sent' }) : null;
    },

    /** The notification and who it is for, in one query; null when it is gone. */
    async findWithRecipients(
      notificationId: string,
    ): Promise<{ notification: Notification; recipientIds: string[] } | null> {
      const [row] = await rows<Omit<NotificationRow, 'status'> & { recipient_ids: string[] }>(
        db,
        sql`select n.id, n.kind, n.title, n.body, n.link, n.created_at,
              array(select r.user_id from notification_recipient r
                where r.notification_id = n.id) as recipient_ids
            from notification n where n.id = ${notificationId}`,
      );
      if (!row) return null;
      const { recipient_ids: recipientIds, ...notification } = row;
      return { notification: toNotification({ ...notification, status: 'sent' }), recipientIds };
    },

    async recipientIds(notificationId: string): Promise<string[]> {
      const found = await rows<{ user_id: string }>(
        db,
        sql`select user_id from notification_recipient where notification_id = ${notificationId}`,
      );
      return found.map((r) => r.user_id);
    },

    async list(userId: string, page: number, limit: number) {
      const items = await rows<NotificationRow>(
        db,
        sql`select n.id, r.status, n.kind, n.title, n.body, n.link, n.created_at
            from notification_recipient r join notification n on n.id = r.notification_id
            where r.user_id = ${userId} order by n.created_at desc, n.id desc
            limit ${limit} offset ${(page - 1) * limit}`,
      );
      // The kept counts (migration 0085): at most nine rows, however many notifications.
      const [total] = await rows<{ total: number }>(
        db,
        sql`select coalesce(sum(count), 0)::int as total from notification_count
            where user_id = ${userId}`,
      );
      return { items: items.map(toNotification), total: Number(total?.total ?? 0) };
    },

    async counts(userId: string): Promise<NotificationCounts> {
      const found = await rows<{ kind: NotificationKind; unread: number }>(
        db,
        sql`select kind, sum(count)::int as unread from notification_count
            where user_id = ${userId} and status <> 'read' group by kind`,
      );
      const [flag] = await rows<{ new_notification: boolean }>(
        db,
        sql`select new_notification from user_notification_flag where user_id = ${userId}`,
      );
      const unread = { personalized: 0, 'user-general': 0, general: 0, wishlist: 0 };
      for (const row of found) unread[row.kind] = Number(row.unread);
      return { unread, newNotification: flag?.new_notification === true };
    },

    /** Moves the user's notifications forward only (sent → unread → read); how many moved. */
    async advance(userId: string, to: 'unread' | 'read', notificationId?: string): Promise<number> {
      const from = to === 'unread' ? sql`('sent')` : sql`('sent', 'unread')`;
      const only = notificationId ? sql`and notification_id = ${notificationId}` : sql``;
      const moved = await rows<{ notification_id: string }>(
        db,
        sql`update notification_recipient set status = ${to}, updated_at = now()
            where user_id = ${userId} and status in ${from} ${only} returning notification_id`,
      );
      return moved.length;
    },

    async isRecipient(userId: string, notificationId: string): Promise<boolean> {
      const [row] = await rows<{ found: boolean }>(
        db,
        sql`select exists(select 1 from notification_recipient
              where user_id = ${userId} and notification_id = ${notificationId}) as found`,
      );
      return row?.found === true;
    },

    async setNewNotification(userId: string, value: boolean): Promise<void> {
      await db.execute(sql`insert into user_notification_flag (user_id, new_notification, updated_at)
        values (${userId}, ${value}, now())
        on conflict (user_id) do update set new_notification = ${value}, updated_at = now()`);
    },

    /**
     * Stores this browser's subscription for the user (new keys replace old ones); false when
     * another user holds the endpoint, which is left as it is: knowing an endpoint is not
     * owning the browser, and taking it over would silently stop its owner's pushes.
     */
    async subscribe(
      userId: string,
      input: { endpoint: string; p256dh: string; auth: string },
    ): Promise<boolean> {
      const stored = await rows<{ id: string }>(
        db,
        sql`insert into push_subscription (user_id, endpoint, p256dh, auth)
          values (${userId}, ${input.endpoint}, ${input.p256dh}, ${input.auth})
          on conflict (endpoint) do update set p256dh = ${input.p256dh}, auth = ${input.auth}
            where push_subscription.user_id = ${userId}
          returning id`,
      );
      return stored.length > 0;
    },

    async isSubscribed(userId: string, endpoint: string): Promise<boolean> {
      const found = await rows<{ id: string }>(
        db,
        sql`select id from push_subscription where user_id = ${userId} and endpoint = ${endpoint}`,
      );
      return found.length > 0;
    },

    async unsubscribe(userId: string, endpoint: string): Promise<boolean> {
      const removed = await rows<{ id: string }>(
        db,
        sql`delete from push_subscription where user_id = ${userId} and endpoint = ${endpoint}
            returning id`,
      );
      return removed.length > 0;
    },

    async subscriptionsOf(userId: string): Promise<PushSubscriptionRecord[]> {
      return rows<PushSubscriptionRecord>(
        db,
        sql`select id, endpoint, p256dh, auth from push_subscription where user_id = ${userId}`,
      );
    },

    /**
     * Who is still to be mailed about a notification: not mailed yet, mail on for its kind (no
     * preference row: on), and for a digest notification, not seen in the app yet. Each row
     * carries the notification's digest key (null: mailed on its own).
     */
    async mailRecipients(
      notificationId: string,
    ): Promise<(MailRecipient & { digestKey: string | null })[]> {
      return rows<MailRecipient & { digestKey: string | null }>(
        db,
        sql`select r.user_id as "userId", u.email, u.name, n.mail_digest_key as "digestKey"
            from notification_recipient r
            join notification n on n.id = r.notification_id
            join "user" u on u.id = r.user_id
            left join notification_preference p on p.user_id = r.user_id
            where r.notification_id = ${notificationId} and r.mailed_at is null
              and (n.mail_digest_key is null or r.status = 'sent')
              and coalesce(case n.kind when 'personalized' then p.mail_personalized
                when 'user-general' then p.mail_user_general
                when 'wishlist' then p.mail_wishlist else p.mail_general end, true)
            order by r.user_id`,
      );
    },

    /**
     * Claims for one recipient's mail what is not mailed yet: the notification, or with a
     * digest key every unseen notification of that digest. Marking before sending makes two
     * instances (or a redelivered event) send it once; `releaseMail` undoes a failed send.
     */
    async claimMail(
      userId: string,
      target: { notificationId: string } | { digestKey: string },
    ): Promise<MailedNotification[]> {
      const which =
        'digestKey' in target
          ? sql`n.mail_digest_key = ${target.digestKey} and r.status = 'sent'`
          : sql`n.id = ${target.notificationId}`;
      const claimed = await rows<Omit<NotificationRow, 'status'>>(
        db,
        sql`update notification_recipient r set mailed_at = now()
            from notification n
            where n.id = r.notification_id and r.user_id = ${userId} and r.mailed_at is null
              and ${which}
            returning n.id, n.kind, n.title, n.body, n.link, n.created_at`,
      );
      return claimed
        .map((row) => {
          const { status: _status, ...rest } = toNotification({ ...row, status: 'sent' });
          return rest;
        })
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    },

    async releaseMail(userId: string, notificationIds: string[]): Promise<void> {
      if (notificationIds.length === 0) return;
      await db.execute(sql`update notification_recipient set mailed_at = null
        where user_id = ${userId} and notification_id in (${sql.join(
          notificationIds.map((id) => sql`${id}`),
          sql`, `,
        )})`);
    },

    async removeSubscription(id: string): Promise<void> {
      await db.execute(sql`delete from push_subscription where id = ${id}`);
    },
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
