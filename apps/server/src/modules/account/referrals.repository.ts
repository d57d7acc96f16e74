import { and, count, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { referral, referralCode, userProfile } from './account.schema.ts';
import { userCard } from '../users/index.ts';
import {
  queryWith,
  type Queryable,
  type Transaction,
  runInTransaction,
} from '../../platform/db/transaction.ts';

export type ReferralRow = typeof referral.$inferSelect;
export type Person = { id: string; name: string; email: string; mobile: string | null };

const lockReferrer = (q: Queryable, referrerId: string) =>
  q.execute(sql`select pg_advisory_xact_lock(hashtext(${`referral:${referrerId}`}))`);

export const createReferralsRepository = (db: Database) => ({
  async findCode(userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ code: referralCode.code })
      .from(referralCode)
      .where(eq(referralCode.userId, userId));
    return row?.code;
  },

  /** Keeps the code unless the user already has one (or it is taken); answers the user's code. */
  async insertCode(userId: string, code: string): Promise<string | undefined> {
    await db.insert(referralCode).values({ userId, code }).onConflictDoNothing();
    return this.findCode(userId);
  },

  async ownerOfCode(code: string): Promise<string | undefined> {
    const [row] = await db
      .select({ userId: referralCode.userId })
      .from(referralCode)
      .where(eq(referralCode.code, code));
    return row?.userId;
  },

  async person(q: Transaction | Queryable, userId: string): Promise<Person | undefined> {
    const [row] = await queryWith(q)
      .select({
        id: userCard.id,
        name: userCard.name,
        email: userCard.email,
        mobile: userProfile.mobile,
      })
      .from(userCard)
      .leftJoin(userProfile, eq(userProfile.userId, userCard.id))
      .where(eq(userCard.id, userId));
    return row;
  },

  async list(referrerId: string): Promise<ReferralRow[]> {
    return db
      .select()
      .from(referral)
      .where(eq(referral.referrerId, referrerId))
      .orderBy(desc(referral.createdAt), desc(referral.id));
  },

  async rewardedSince(
    q: Transaction | Queryable,
    referrerId: string,
    since: Date,
  ): Promise<number> {
    const [row] = await queryWith(q)
      .select({ n: count() })
      .from(referral)
      .where(and(eq(referral.referrerId, referrerId), gte(referral.rewardedAt, since)));
    return row?.n ?? 0;
  },

  async isReferred(userId: string): Promise<boolean> {
    const [row] = await db
      .select({ id: referral.id })
      .from(referral)
      .where(eq(referral.referredUserId, userId));
    return Boolean(row);
  },

  /**
   * One transaction under the referrer's lock: the referrer's invitations and joins happen one
   * after the other.
   */
  withReferrer<T>(referrerId: string, work: (tx: Transaction) => Promise<T>): Promise<T> {
    return runInTransaction(db, async (tx) => {
      await lockReferrer(queryWith(tx), referrerId);
      return work(tx);
    });
  },

  async findByEmail(q: Transaction | Queryable, referrerId: string, email: string) {
    const [row] = await queryWith(q)
      .select()
      .from(referral)
      .where(and(eq(referral.referrerId, referrerId), eq(referral.email, email)));
    return row;
  },

  async upsertInvitation(tx: Transaction, referrerId: string, email: string, at: Date) {
    const [row] = await queryWith(tx)
      .insert(referral)
      .values({ referrerId, email, status: 'sent', invitedAt: at, createdAt: at })
      .onConflictDoUpdate({
        target: [referral.referrerId, referral.email],
        set: { invitedAt: at },
      })
      .returning();
    return row!;
  },

  async join(tx: Transaction, referrerId: string, friend: Person, at: Date) {
    const q = queryWith(tx);
    const existing = await this.findByEmail(q, referrerId, friend.email);
    if (existing) {
      await q
        .update(referral)
        .set({ referredUserId: friend.id, status: 'joined', joinedAt: at })
        .where(eq(referral.id, existing.id));
      return;
    }
    await q.insert(referral).values({
      referrerId,
      email: friend.email,
      referredUserId: friend.id,
      status: 'joined',
      joinedAt: at,
      createdAt: at,
    });
  },

  /** The friend's referral still waiting for a reward, locked (and the referrer's lock held). */
  async joinedReferralOf(tx: Transaction, friendId: string): Promise<ReferralRow | undefined> {
    const q = queryWith(tx);
    const [row] = await q
      .select()
      .from(referral)
      .where(and(eq(referral.referredUserId, friendId), eq(referral.status, 'joined')))
      .for('update');
    if (row) await lockReferrer(q, row.referrerId);
    return row;
  },

  async settle(
    tx: Transaction,
    id: string,
    outcome: { status: 'rewarded' | 'not_rewarded'; note: string | null; at: Date },
  ) {
    await queryWith(tx)
      .update(referral)
      .set({
        status: outcome.status,
        note: outcome.note,
        rewardedAt: outcome.status === 'rewarded' ? outcome.at : null,
      })
      .where(and(eq(referral.id, id), eq(referral.status, 'joined')));
  },
});

export type ReferralsRepository = ReturnType<typeof createReferralsRepository>;
