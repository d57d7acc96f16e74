import { createHmac, timingSafeEqual } from 'node:crypto';

/** RazorpayX signs webhooks as Razorpay does: hex HMAC-SHA256 of the raw body (`X-Razorpay-Signature`). */
export const payoutWebhookSignature = (secret: string, rawBody: string | Buffer) =>
  createHmac('sha256', secret).update(rawBody).digest('hex');

/** Compares in constant time; anything that is not the expected hex string fails. */
export function payoutSignatureMatches(expectedHex: string, given: string | undefined): boolean {
  if (typeof given !== 'string') return false;
  const expected = Buffer.from(expectedHex, 'utf8');
  const actual = Buffer.from(given, 'utf8');
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export const PAYOUT_SIGNATURE_HEADER = 'x-razorpay-signature';
