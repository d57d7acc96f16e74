import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { mailDelivery, mailOutbox, mailSendLog } from '../db/schema/mail.ts';
import { queryWith, type Transaction } from '../db/transaction.ts';
import type { MailContent, MailMessage } from './mailer.ts';

export type OutboxMail = MailContent & { id: string; createdAt: Date };

/** What claiming a delivery found: mine to send now, already sent, or being sent elsewhere. */
export type DeliveryClaim = 'claimed' | 'sent' | 'in-flight';

export const createMailRepository = (db: Database) => ({
  async insert(message: MailMessage): Promise<void> {
    await db.insert(mailOutbox).values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments?.length ? message.attachments : null,
    });
  },

  /** Newest first; optionally only mail to one address. */
  async listNewestFirst(options: { to?: string; limit: number }): Promise<OutboxMail[]> {
    const rows = await db
      .select()
      .from(mailOutbox)
      .where(options.to ? eq(mailOutbox.to, options.to) : undefined)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(options.limit);
    return rows.map((row) => ({
      ...row,
      html: row.html ?? undefined,
      attachments: row.attachments ?? undefined,
    }));
  },

  /**
   * Claims the one delivery of (messageId, recipient) in one statement: a new key, or a
   * `sending` claim older than `staleBefore` (its sender crashed mid-send), becomes mine;
   * otherwise it says whether the mail was sent or is being sent.
   */
  async claimDelivery(key: { messageId: string; recipient: string }, staleBefore: Date) {
    const claimed = await db
      .insert(mailDelivery)
      .values({ ...key, state: 'sending' })
      .onConflictDoUpdate({
        target: [mailDelivery.messageId, mailDelivery.recipient],
        set: { claimedAt: sql`now()` },
        setWhere: and(eq(mailDelivery.state, 'sending'), lt(mailDelivery.claimedAt, staleBefore)),
      })
      .returning({ state: mailDelivery.state });
    if (claimed.length > 0) return 'claimed' satisfies DeliveryClaim;
    const [row] = await db
      .select({ state: mailDelivery.state })
      .from(mailDelivery)
      .where(
        and(eq(mailDelivery.messageId, key.messageId), eq(mailDelivery.recipient, key.recipient)),
      );
    // Gone between the two statements: its sender failed and let go; the next delivery sends.
    return (row?.state === 'sent' ? 'sent' : 'in-flight') satisfies DeliveryClaim;
  },

  async markDelivered(key: { messageId: string; recipient: string }): Promise<void> {
    await db
      .update(mailDelivery)
      .set({ state: 'sent', sentAt: sql`now()` })
      .where(
        and(eq(mailDelivery.messageId, key.messageId), eq(mailDelivery.recipient, key.recipient)),
      );
  },

  /** A send that failed lets go of its claim, so the event's next delivery sends it. */
  async releaseDelivery(key: { messageId: string; recipient: string }): Promise<void> {
    await db
      .delete(mailDelivery)
      .where(
        and(
          eq(mailDelivery.messageId, key.messageId),
          eq(mailDelivery.recipient, key.recipient),
          eq(mailDelivery.state, 'sending'),
        ),
      );
  },

  /** Forgets deliveries and capped sends older than `before` (no event is redelivered that late). */
  async prune(before: Date): Promise<void> {
    await db.delete(mailDelivery).where(lt(mailDelivery.claimedAt, before));
    await db.delete(mailSendLog).where(lt(mailSendLog.sentAt, before));
  },

  /**
   * Serialises capped sends by `keys` until the caller's transaction ends (a sender, a
   * recipient), always in the same order so two requests cannot wait on each other.
   */
  async lockCapKeys(tx: Transaction, keys: string[]): Promise<void> {
    for (const key of [...keys].sort()) {
      await queryWith(tx).execute(
        sql`select pg_advisory_xact_lock(hashtext(${`mail-cap:${key}`}))`,
      );
    }
  },

  /** Capped sends of `reason` since `since`: by this sender, to this recipient, and both. */
  async countCapped(
    tx: Transaction,
    input: { reason: string; senderId: string; recipient: string; since: Date },
  ) {
    const bySender = and(
      eq(mailSendLog.reason, input.reason),
      eq(mailSendLog.senderId, input.senderId),
    );
    const toRecipient = and(
      eq(mailSendLog.reason, input.reason),
      eq(mailSendLog.recipient, input.recipient),
    );
    const [row] = await queryWith(tx)
      .select({
        bySender: sql<number>`(count(*) filter (where ${bySender}))::int`,
        toRecipient: sql<number>`(count(*) filter (where ${toRecipient}))::int`,
        repeated: sql<number>`(count(*) filter (where ${and(bySender, toRecipient)}))::int`,
      })
      .from(mailSendLog)
      .where(
        and(
          eq(mailSendLog.reason, input.reason),
          gte(mailSendLog.sentAt, input.since),
          sql`(${mailSendLog.senderId} = ${input.senderId} or ${mailSendLog.recipient} = ${input.recipient})`,
        ),
      );
    return {
      bySender: row?.bySender ?? 0,
      toRecipient: row?.toRecipient ?? 0,
      repeated: row?.repeated ?? 0,
    };
  },

  async logCapped(
    tx: Transaction,
    input: { reason: string; senderId: string; recipient: string; at: Date },
  ): Promise<void> {
    await queryWith(tx).insert(mailSendLog).values({
      reason: input.reason,
      senderId: input.senderId,
      recipient: input.recipient,
      sentAt: input.at,
    });
  },
});

export type MailRepository = ReturnType<typeof createMailRepository>;
