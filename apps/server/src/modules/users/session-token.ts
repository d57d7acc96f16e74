import { createHmac, timingSafeEqual } from 'node:crypto';

/** better-auth's session tokens are 32 letters and digits (`generateId(32)`). */
const RAW_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

const decodeOrKeep = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * The session token (as stored in `session.token`) a bearer value stands for, or null when
 * better-auth would refuse it. Mirrors better-auth 1.7's bearer plugin and better-call's
 * signed cookie, without their Web Crypto key import per call:
 * - `token.signature` (what `set-auth-token` hands out, URL-encoded or not): the signature must
 *   be the 44-character base64 HMAC-SHA256 of the token under AUTH_SECRET, compared in constant
 *   time; anything else (a forged or truncated signature, a second dot) is refused.
 * - a bare token with no dot: better-auth's plugin (without `requireSignature`) signs it itself,
 *   so it is accepted as is — it is the secret itself, so this forges nothing.
 */
export function sessionTokenOf(bearerValue: string, secret: string): string | null {
  if (!bearerValue) return null;
  if (!bearerValue.includes('.')) return RAW_TOKEN.test(bearerValue) ? bearerValue : null;
  const value = bearerValue.includes('%') ? decodeOrKeep(bearerValue) : bearerValue;
  const dot = value.indexOf('.');
  if (dot < 1 || dot !== value.lastIndexOf('.')) return null;
  const token = value.slice(0, dot);
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=') || !RAW_TOKEN.test(token)) return null;
  const expected = createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}
