import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { NewsletterRepository } from './newsletter.repository.ts';

/** A pending address asking again within this window gets no second mail (no mail-bombing). */
export const RESEND_AFTER_MS = 10 * 60 * 1000;
/** A confirmation link works this long. */
export const CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const sha256 = (value: string) => createHash('sha256').update(value).digest('base64url');

export type ConfirmOutcome = 'confirmed' | 'invalid';
export type UnsubscribeOutcome = 'unsubscribed' | 'invalid';

/**
 * Newsletter with double opt-in. `subscribe` answers the same whatever the address's state, so
 * the form tells nobody who is subscribed. Confirmation tokens are random and stored hashed;
 * unsubscribe tokens are an HMAC of the subscriber id, so every future mail can carry one.
 */
export function createNewsletterService(deps: {
  newsletterRepository: NewsletterRepository;
  clock: () => Date;
  publicUrl: string;
  secret: string;
}) {
  const { newsletterRepository: repository, clock, publicUrl, secret } = deps;

  const unsubscribeSignature = (id: string) =>
    createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest('base64url');
  const unsubscribeToken = (id: string) => `${id}.${unsubscribeSignature(id)}`;
  const link = (path: string, token: string) =>
    `${publicUrl}/api/v1/public/${path}?token=${encodeURIComponent(token)}`;

  return {
    unsubscribeToken,

    async subscribe(email: string): Promise<void> {
      const now = clock();
      const existing = await repository.findByEmail(email);
      if (existing?.status === 'confirmed') return;
      if (
        existing?.status === 'pending' &&
        existing.confirmationSentAt &&
        now.getTime() - existing.confirmationSentAt.getTime() < RESEND_AFTER_MS
      ) {
        return;
      }
      const token = randomBytes(32).toString('base64url');
      // The confirmation mail leaves through the outbox, written with the pending row.
      const resendBefore = new Date(now.getTime() - RESEND_AFTER_MS);
      await repository.markPending(email, sha256(token), now, resendBefore, (subscriberId) => ({
        confirmUrl: link('subscribe/confirm', token),
        unsubscribeUrl: link('unsubscribe', unsubscribeToken(subscriberId)),
      }));
    },

    /** Opening the link again after confirming still says "confirmed". */
    async confirm(token: string): Promise<ConfirmOutcome> {
      const subscriber = await repository.findByTokenHash(sha256(token));
      if (!subscriber || subscriber.status === 'unsubscribed') return 'invalid';
      if (subscriber.status === 'confirmed') return 'confirmed';
      const sentAt = subscriber.confirmationSentAt?.getTime() ?? 0;
      if (clock().getTime() - sentAt > CONFIRM_TTL_MS) return 'invalid';
      await repository.confirm(subscriber.id, clock());
      return 'confirmed';
    },

    /** Idempotent: a second click says "unsubscribed" again. */
    async unsubscribe(token: string): Promise<UnsubscribeOutcome> {
      const [id, signature] = token.split('.');
      if (!id || !signature) return 'invalid';
      const expected = Buffer.from(unsubscribeSignature(id));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
      const subscriber = await repository.findById(id);
      if (!subscriber) return 'invalid';
      await repository.unsubscribe(id, clock());
      return 'unsubscribed';
    },
  };
}

export type NewsletterService = ReturnType<typeof createNewsletterService>;
