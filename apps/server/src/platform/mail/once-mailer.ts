import type { MailRepository } from './mail.repository.ts';
import type { Mailer } from './mailer.ts';

/** A mail being sent elsewhere (another delivery of its event): the outbox tries again later. */
export class MailInFlightError extends Error {
  constructor(messageId: string) {
    super(`mail ${messageId} is being sent by another delivery; trying again later`);
    this.name = 'MailInFlightError';
  }
}

/**
 * Sends each (Message-ID, recipient) once, whatever sends it twice: an outbox event delivered
 * again after a crash between the send and the event's delete, two instances after a lease ran
 * out, a handler retried after a later recipient failed. The key is claimed in the database
 * before the send (primary key of `mail_delivery`), marked sent after it, and let go when the
 * send fails. A claim older than `leaseMs` was cut off by a crash and is taken over: that mail
 * may have gone out, and sending it again is the lesser harm than never sending it.
 */
export function createOnceMailer(
  repository: MailRepository,
  inner: Mailer,
  options: { leaseMs: number; now?: () => Date },
): Mailer {
  const now = options.now ?? (() => new Date());
  return {
    async send(message) {
      const key = { messageId: message.messageId, recipient: message.to.trim().toLowerCase() };
      const claim = await repository.claimDelivery(
        key,
        new Date(now().getTime() - options.leaseMs),
      );
      if (claim === 'sent') return;
      if (claim === 'in-flight') throw new MailInFlightError(message.messageId);
      try {
        await inner.send(message);
      } catch (error) {
        await repository.releaseDelivery(key);
        throw error;
      }
      await repository.markDelivered(key);
    },
  };
}
