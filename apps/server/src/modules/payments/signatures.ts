import { createHmac, timingSafeEqual } from 'node:crypto';

/** Lower-case hex HMAC-SHA256, as Razorpay signs checkouts and webhooks. */
export const hmacSha256Hex = (secret: string, message: string | Buffer) =>
  createHmac('sha256', secret).update(message).digest('hex');

/** Compares a signature in constant time; anything that is not the expected hex string fails. */
export function signatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** The checkout's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
export const checkoutSignature = (keySecret: string, orderId: string, paymentId: string) =>
  hmacSha256Hex(keySecret, `${orderId}|${paymentId}`);

/** A webhook's signature (`X-Razorpay-Signature`): HMAC-SHA256 of the raw body with the webhook secret. */
export const webhookSignature = (webhookSecret: string, rawBody: string | Buffer) =>
  hmacSha256Hex(webhookSecret, rawBody);
