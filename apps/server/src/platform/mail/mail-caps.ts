import type { Transaction } from '../db/transaction.ts';
import type { MailRepository } from './mail.repository.ts';

/**
 * The same mailbox written differently is one recipient: case, a `+tag`, and for Gmail the dots
 * of the local part.
 */
export function canonicalMailbox(email: string): string {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  let name = local.split('+')[0]!;
  const gmail = domain === 'gmail.com' || domain === 'googlemail.com';
  if (gmail) name = name.replaceAll('.', '');
  return `${name}@${gmail ? 'gmail.com' : domain}`;
}

/** How many mails of one reason a user may cause, counted in a sliding window. */
export type MailCap = {
  /** What the mails are for (`referral-invite`, `employee-invite`). */
  reason: string;
  windowMs: number;
  /** Mails of this reason one sender may cause in the window (to anyone). */
  perSender: number;
  /** Mails of this reason one mailbox may receive in the window (from anyone). */
  perRecipient: number;
};

/**
 * Why one more mail may not go: the sender mailed this recipient within the window already
 * (`repeat`), or the sender's or the recipient's allowance is spent.
 */
export type MailCapRefusal = 'repeat' | 'sender' | 'recipient';

/**
 * Caps on mails a user's request causes, kept in the database so that every instance counts
 * the same sends: one per sender and recipient in the window, and at most so many per sender
 * and per recipient.
 */
export function createMailCaps(repository: MailRepository) {
  return {
    /**
     * Inside the transaction that enqueues the mail: answers why it may not go, or writes it
     * down (it counts once that transaction commits) and answers undefined. The sender's and
     * the recipient's counts are locked until the transaction ends, so concurrent requests are
     * counted one after the other.
     */
    async reserve(
      tx: Transaction,
      cap: MailCap,
      send: { senderId: string; recipient: string; at: Date },
    ): Promise<MailCapRefusal | undefined> {
      const recipient = canonicalMailbox(send.recipient);
      await repository.lockCapKeys(tx, [
        `${cap.reason}:sender:${send.senderId}`,
        `${cap.reason}:recipient:${recipient}`,
      ]);
      const counted = await repository.countCapped(tx, {
        reason: cap.reason,
        senderId: send.senderId,
        recipient,
        since: new Date(send.at.getTime() - cap.windowMs),
      });
      if (counted.repeated > 0) return 'repeat';
      if (counted.bySender >= cap.perSender) return 'sender';
      if (counted.toRecipient >= cap.perRecipient) return 'recipient';
      await repository.logCapped(tx, {
        reason: cap.reason,
        senderId: send.senderId,
        recipient,
        at: send.at,
      });
      return undefined;
    },
  };
}

export type MailCaps = ReturnType<typeof createMailCaps>;
