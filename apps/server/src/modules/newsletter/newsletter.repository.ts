import { and, eq, ne, sql, or, isNull, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, runInTransaction } from '../../platform/db/transaction.ts';
import { newsletterSubscriber } from './newsletter.schema.ts';
import { enqueue } from '../../platform/outbox/index.ts';

export type Subscriber = typeof newsletterSubscriber.$inferSelect;

export const createNewsletterRepository = (db: Database) => ({
  async findByEmail(email: string): Promise<Subscriber | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.email, email));
    return row;
  },

  async findByTokenHash(tokenHash: string): Promise<Subscriber | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.confirmTokenHash, tokenHash));
    return row;
  },

  async findById(id: string): Promise<Subscriber | undefined> {
    const [row] = await db
      .select()
      .from(newsletterSubscriber)
      .where(eq(newsletterSubscriber.id, id));
    return row;
  },

  /**
   * New or lapsed address → pending with a fresh confirmation token. A confirmed subscriber, or
   * a pending one mailed since `resendBefore`, is left alone (undefined), even if another request
   * confirmed or mailed it a moment ago: the row decides, so concurrent requests mail once.
   */
  async markPending(
    email: string,
    tokenHash: string,
    now: Date,
    resendBefore: Date,
    /** The mail's links for the subscriber; the mail is written to the outbox in the same transaction. */
    links: (subscriberId: string) => { confirmUrl: string; unsubscribeUrl: string },
  ): Promise<{ id: string } | undefined> {
    return runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      const [row] = await tx
        .insert(newsletterSubscriber)
        .values({ email, status: 'pending', confirmTokenHash: tokenHash, confirmationSentAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscriber.email,
          set: {
            status: 'pending',
            confirmTokenHash: tokenHash,
            confirmationSentAt: now,
            updatedAt: now,
          },
          setWhere: and(
            ne(newsletterSubscriber.status, 'confirmed'),
            or(
              ne(newsletterSubscriber.status, 'pending'),
              isNull(newsletterSubscriber.confirmationSentAt),
              lt(newsletterSubscriber.confirmationSentAt, resendBefore),
            ),
          ),
        })
        .returning({ id: newsletterSubscriber.id });
      if (!row) return undefined;
      await enqueue(tx, 'newsletter:confirmation-requested', { to: email, ...links(row.id) });
      return row;
    });
  },

  async confirm(id: string, now: Date): Promise<void> {
    await db
      .update(newsletterSubscriber)
      .set({ status: 'confirmed', confirmedAt: now, updatedAt: now })
      .where(and(eq(newsletterSubscriber.id, id), eq(newsletterSubscriber.status, 'pending')));
  },

  /** Unsubscribes and forgets the confirmation token, so an old mail cannot re-subscribe. */
  async unsubscribe(id: string, now: Date): Promise<void> {
    await db
      .update(newsletterSubscriber)
      .set({
        status: 'unsubscribed',
        confirmTokenHash: null,
        unsubscribedAt: sql`coalesce(${newsletterSubscriber.unsubscribedAt}, ${now})`,
        updatedAt: now,
      })
      .where(and(eq(newsletterSubscriber.id, id), ne(newsletterSubscriber.status, 'unsubscribed')));
  },
});

export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>;
