import type { Transaction } from '../../db/transaction.ts';
import { enqueue } from '../outbox/index.ts';
import { insertNotification } from './notifications.repository.ts';

export type NotifyInput = {
  title: string;
  body: string;
  /** A path inside the app the notification opens, like /user/credits. */
  link?: string | null;
  /** Names the source once (`chat:<messageId>:<userId>`): a repeat of it writes nothing. */
  sourceKey?: string;
} & (
  { userId: string; audience?: never } | { audience: 'general' | 'user-general'; userId?: never }
);

/**
 * The entry point other modules notify through, inside their own transaction: a personalized
 * notification for `userId`, or a broadcast to an audience (user-general: every customer;
 * general: everyone). Emitted to the recipients' sockets (and pushed, personalized ones) after
 * commit, through the outbox. Answers the notification's id, or null for a repeated sourceKey.
 */
export async function notify(tx: Transaction, input: NotifyInput): Promise<string | null> {
  const kind = input.userId ? 'personalized' : input.audience!;
  const id = await insertNotification(tx, {
    kind,
    title: input.title,
    body: input.body,
    link: input.link ?? null,
    sourceKey: input.sourceKey,
    userId: input.userId,
  });
  if (!id) return null;
  await enqueue(tx, 'notification:created', { notificationId: id });
  if (input.userId)
    await enqueue(tx, 'push:requested', { notificationId: id, userId: input.userId });
  return id;
}
