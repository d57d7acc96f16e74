import { createHmac, timingSafeEqual } from 'node:crypto';
import { notificationKindSchema, type NotificationKind } from '@vitrine/contracts/notifications';

const sign = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`mail-unsubscribe.v1.${body}`).digest('base64url');

/**
 * The token of a notification mail's unsubscribe link: who and which kind, signed with the
 * auth secret. It does not expire: an old mail's link must still work (it can only turn one
 * kind of mail off for the user it was sent to).
 */
export function mailUnsubscribeToken(secret: string, userId: string, kind: NotificationKind) {
  const body = Buffer.from(`${userId}:${kind}`).toString('base64url');
  return `${body}.${sign(secret, body)}`;
}

/** The user and kind a token names, or null for one that is not ours (or was changed). */
export function readMailUnsubscribeToken(
  secret: string,
  token: string,
): { userId: string; kind: NotificationKind } | null {
  const [body, signature, extra] = token.split('.');
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const decoded = Buffer.from(body, 'base64url').toString('utf8');
  const at = decoded.lastIndexOf(':');
  const kind = notificationKindSchema.safeParse(decoded.slice(at + 1));
  if (at <= 0 || !kind.success) return null;
  return { userId: decoded.slice(0, at), kind: kind.data };
}
