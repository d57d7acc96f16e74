import { isInAppPath } from '@vitrine/contracts/in-app-path';
import type { Transaction } from '../../platform/db/transaction.ts';
import { enqueueMany, type EventOf } from '../../platform/outbox/index.ts';
import { insertNotification } from './notifications.repository.ts';

/**
 * How a notification reaches its recipients' mailboxes; whether it does at all is each
 * recipient's mail preference for its kind.
 * - `now` (the default): one mail, right away.
 * - `by-source`: none here, because the source sends its own mail about the same thing (an
 *   order's status mail, a receipt, a support change): one mail, not two.
 * - `{ digest, after }`: at `after`, and only if the recipient has still not seen it in the app;
 *   with every other notification of the same `digest` they have not seen and not been mailed,
 *   in one mail. A busy conversation sends one mail per delay, not one per message.
 */
export type NotifyMail = 'now' | 'by-source' | { digest: string; after: Date };

export type NotifyInput = {
  title: string;
  body: string;
  /** A path inside the app the notification opens, like /user/credits (`isInAppPath`). */
  link?: string | null;
  /** Names the source once (`chat:<messageId>:<userId>`): a repeat of it writes nothing. */
  sourceKey?: string;
  mail?: NotifyMail;
} & (
  { userId: string; audience?: never } | { audience: 'general' | 'user-general'; userId?: never }
);

/**
 * The entry point other modules notify through, inside their own transaction: a personalized
 * notification for `userId`, or a broadcast to an audience (user-general: every customer;
 * general: everyone). Emitted to the recipients' sockets (and pushed, personalized ones) and
 * mailed (see `NotifyMail`) after commit, through the outbox. Answers the notification's id, or
 * null for a repeated sourceKey.
 */
export async function notify(tx: Transaction, input: NotifyInput): Promise<string | null> {
  // Whatever wrote it, a notification opens a page of this app, never another site.
  if (input.link != null && !isInAppPath(input.link)) {
    throw new RangeError(`A notification's link must be a path inside the app, not ${input.link}`);
  }
  const kind = input.userId ? 'personalized' : input.audience!;
  const mail = input.mail ?? 'now';
  const digest = typeof mail === 'object' ? mail : undefined;
  // The notification, its recipient(s) and its events (the sockets; the push of a personalized
  // one; the mail unless its source sends its own) in one statement.
  return insertNotification(
    tx,
    {
      kind,
      title: input.title,
      body: input.body,
      link: input.link ?? null,
      sourceKey: input.sourceKey,
      mailDigestKey: digest?.digest,
      userId: input.userId,
    },
    (notificationId): EventOf[] => [
      { type: 'notification:created', payload: { notificationId } },
      ...(input.userId
        ? [
            {
              type: 'push:requested' as const,
              payload: { notificationId, userId: input.userId },
            },
          ]
        : []),
      ...(mail === 'by-source'
        ? []
        : [
            {
              type: 'notification:mail-requested' as const,
              payload: { notificationId },
              runAt: digest?.after,
            },
          ]),
    ],
  );
}

const PUSHES_PER_STATEMENT = 1000;

/**
 * A wishlist notification (kind `wishlist`): one notification for every customer in `userIds`
 * (those who favourited what it is about), inside the caller's transaction, with no statement
 * per recipient: the notification, its recipients, and its events (the sockets, the mail, and
 * the pushes a thousand to a statement; each by the recipient's wishlist preferences).
 * `sourceKey` is required: a repeat of it writes nothing. Answers the notification's id, or
 * null for a repeat or nobody to tell.
 */
export async function notifyWishlist(
  tx: Transaction,
  input: {
    userIds: readonly string[];
    title: string;
    body: string;
    link: string;
    sourceKey: string;
  },
): Promise<string | null> {
  if (!isInAppPath(input.link)) {
    throw new RangeError(`A notification's link must be a path inside the app, not ${input.link}`);
  }
  const userIds = [...new Set(input.userIds)];
  if (userIds.length === 0) return null;
  const id = await insertNotification(
    tx,
    {
      kind: 'wishlist',
      title: input.title,
      body: input.body,
      link: input.link,
      sourceKey: input.sourceKey,
      userIds,
    },
    (notificationId) => [
      { type: 'notification:created', payload: { notificationId } },
      { type: 'notification:mail-requested', payload: { notificationId } },
    ],
  );
  if (!id) return null;
  // A push per recipient, a thousand to a statement (the database's parameter limit).
  for (let from = 0; from < userIds.length; from += PUSHES_PER_STATEMENT) {
    await enqueueMany(
      tx,
      userIds.slice(from, from + PUSHES_PER_STATEMENT).map((userId): EventOf => ({
        type: 'push:requested',
        payload: { notificationId: id, userId },
      })),
    );
  }
  return id;
}
