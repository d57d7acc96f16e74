import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { userCard } from '../users/index.ts';
import { smsSandboxMessage, userAddress, userProfile, verificationCode } from './account.schema.ts';
import {
  queryWith,
  type Queryable,
  type Transaction,
  runInTransaction,
} from '../../platform/db/transaction.ts';
import { enqueue } from '../../platform/outbox/index.ts';

export type Channel = 'email' | 'mobile';
export type CodeRow = typeof verificationCode.$inferSelect;
export type AddressRow = typeof userAddress.$inferSelect;
export type AddressValues = Omit<typeof userAddress.$inferInsert, 'id' | 'userId' | 'isDefault'>;
export type ProfileRow = {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  mobile: string | null;
  mobileVerifiedAt: Date | null;
  photoId: string | null;
  currency: string | null;
  locale: string | null;
  timeZone: string | null;
  deletedAt: Date | null;
};
export type ProfilePatch = Partial<
  Pick<typeof userProfile.$inferInsert, 'photoId' | 'currency' | 'locale' | 'timeZone'>
>;

const lockKey = (scope: string) => sql`select pg_advisory_xact_lock(hashtext(${scope}))`;

export const createAccountRepository = (db: Database) => ({
  async findProfile(userId: string): Promise<ProfileRow | undefined> {
    const [row] = await db
      .select({
        id: userCard.id,
        name: userCard.name,
        email: userCard.email,
        emailVerified: userCard.emailVerified,
        mobile: userProfile.mobile,
        mobileVerifiedAt: userProfile.mobileVerifiedAt,
        photoId: userProfile.photoId,
        currency: userProfile.currency,
        locale: userProfile.locale,
        timeZone: userProfile.timeZone,
        deletedAt: userProfile.deletedAt,
      })
      .from(userCard)
      .leftJoin(userProfile, eq(userProfile.userId, userCard.id))
      .where(eq(userCard.id, userId));
    return row;
  },

  /** Writes the profile's own settings in the caller's transaction (the name is the users module's). */
  async updateProfile(tx: Transaction, userId: string, patch: ProfilePatch) {
    if (Object.keys(patch).length === 0) return;
    await queryWith(tx)
      .insert(userProfile)
      .values({ userId, ...patch })
      .onConflictDoUpdate({
        target: userProfile.userId,
        set: { ...patch, updatedAt: new Date() },
      });
  },

  /**
   * Runs `work` in a transaction holding a lock on one code target (an address or a number),
   * so parallel sends to it are counted one after the other, on every instance.
   */
  withTarget<T>(channel: Channel, target: string, work: (q: Queryable) => Promise<T>) {
    return runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      await tx.execute(lockKey(`verification:${channel}:${target}`));
      return work(tx);
    });
  },

  /** Codes sent to a target since `since`, newest first (the resend throttle). */
  async sentSince(q: Queryable, channel: Channel, target: string, since: Date) {
    return q
      .select({ createdAt: verificationCode.createdAt })
      .from(verificationCode)
      .where(
        and(
          eq(verificationCode.channel, channel),
          eq(verificationCode.target, target),
          gt(verificationCode.createdAt, since),
        ),
      )
      .orderBy(desc(verificationCode.createdAt));
  },

  async insertCode(q: Queryable, row: Omit<typeof verificationCode.$inferInsert, 'id'>) {
    await q.insert(verificationCode).values(row);
  },

  /** The user's newest code for a target, locked until the transaction ends. */
  async latestCode(
    q: Queryable,
    userId: string,
    channel: Channel,
    target: string,
  ): Promise<CodeRow | undefined> {
    const [row] = await q
      .select()
      .from(verificationCode)
      .where(
        and(
          eq(verificationCode.userId, userId),
          eq(verificationCode.channel, channel),
          eq(verificationCode.target, target),
        ),
      )
      .orderBy(desc(verificationCode.createdAt))
      .limit(1)
      .for('update');
    return row;
  },

  async countTry(q: Queryable, id: string) {
    await q
      .update(verificationCode)
      .set({ tries: sql`${verificationCode.tries} + 1` })
      .where(eq(verificationCode.id, id));
  },

  async markUsed(q: Queryable, id: string, at: Date) {
    await q.update(verificationCode).set({ usedAt: at }).where(eq(verificationCode.id, id));
  },

  async setVerifiedMobile(q: Queryable, userId: string, mobile: string, at: Date) {
    await q
      .insert(userProfile)
      .values({ userId, mobile, mobileVerifiedAt: at })
      .onConflictDoUpdate({
        target: userProfile.userId,
        set: { mobile, mobileVerifiedAt: at, updatedAt: at },
      });
  },

  async keepSandboxSms(message: { to: string; body: string }) {
    await db.insert(smsSandboxMessage).values(message);
  },

  async listSandboxSms(limit: number) {
    return db
      .select()
      .from(smsSandboxMessage)
      .orderBy(desc(smsSandboxMessage.createdAt))
      .limit(limit);
  },

  // -------------------------------------------------------------------------------------------
  // Addresses: every write holds the user's address lock, so "exactly one default" is decided
  // one write at a time; the partial unique index refuses a second default regardless.

  async listAddresses(userId: string): Promise<AddressRow[]> {
    return db
      .select()
      .from(userAddress)
      .where(eq(userAddress.userId, userId))
      .orderBy(desc(userAddress.isDefault), desc(userAddress.createdAt), desc(userAddress.id));
  },

  async findAddress(userId: string, id: string): Promise<AddressRow | undefined> {
    const [row] = await db
      .select()
      .from(userAddress)
      .where(and(eq(userAddress.userId, userId), eq(userAddress.id, id)));
    return row;
  },

  /** Adds an address; the user's first one becomes the default. */
  async insertAddress(userId: string, values: AddressValues): Promise<AddressRow> {
    return runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      await tx.execute(lockKey(`address:${userId}`));
      const [existing] = await tx
        .select({ id: userAddress.id })
        .from(userAddress)
        .where(eq(userAddress.userId, userId))
        .limit(1);
      const [row] = await tx
        .insert(userAddress)
        .values({ ...values, userId, isDefault: !existing })
        .returning();
      return row!;
    });
  },

  /** Replaces one of the user's addresses (its default flag stays); undefined when not theirs. */
  async updateAddress(
    userId: string,
    id: string,
    values: AddressValues,
  ): Promise<AddressRow | undefined> {
    const [row] = await db
      .update(userAddress)
      .set(values)
      .where(and(eq(userAddress.userId, userId), eq(userAddress.id, id)))
      .returning();
    return row;
  },

  /** Deletes one address; when it was the default, the newest remaining one takes over. */
  async deleteAddress(userId: string, id: string): Promise<boolean> {
    return runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      await tx.execute(lockKey(`address:${userId}`));
      const [deleted] = await tx
        .delete(userAddress)
        .where(and(eq(userAddress.userId, userId), eq(userAddress.id, id)))
        .returning({ isDefault: userAddress.isDefault });
      if (!deleted) return false;
      if (deleted.isDefault) {
        const [newest] = await tx
          .select({ id: userAddress.id })
          .from(userAddress)
          .where(eq(userAddress.userId, userId))
          .orderBy(desc(userAddress.createdAt), desc(userAddress.id))
          .limit(1);
        if (newest) {
          await tx
            .update(userAddress)
            .set({ isDefault: true })
            .where(eq(userAddress.id, newest.id));
        }
      }
      return true;
    });
  },

  /** Makes one address the default: unsets the old one, then sets this one, in one transaction. */
  async markDefault(userId: string, id: string): Promise<AddressRow | undefined> {
    return runInTransaction(db, async (transaction) => {
      const tx = queryWith(transaction);
      await tx.execute(lockKey(`address:${userId}`));
      const [target] = await tx
        .select({ id: userAddress.id })
        .from(userAddress)
        .where(and(eq(userAddress.userId, userId), eq(userAddress.id, id)));
      if (!target) return undefined;
      await tx
        .update(userAddress)
        .set({ isDefault: false })
        .where(and(eq(userAddress.userId, userId), eq(userAddress.isDefault, true)));
      const [row] = await tx
        .update(userAddress)
        .set({ isDefault: true })
        .where(eq(userAddress.id, id))
        .returning();
      return row;
    });
  },

  // -------------------------------------------------------------------------------------------
  // Export and closing the account

  async exportRows(userId: string) {
    const [profile, addresses, codes] = await Promise.all([
      this.findProfile(userId),
      this.listAddresses(userId),
      db
        .select({
          channel: verificationCode.channel,
          target: verificationCode.target,
          createdAt: verificationCode.createdAt,
          usedAt: verificationCode.usedAt,
        })
        .from(verificationCode)
        .where(eq(verificationCode.userId, userId))
        .orderBy(desc(verificationCode.createdAt)),
    ]);
    return { profile, addresses, verificationCodes: codes };
  },

  /**
   * Closes the account's own side in the caller's transaction: personal data, addresses and
   * codes go (the users module closes the sign-in side: `UserRecords.close`).
   */
  async closeAccount(tx: Transaction, userId: string, at: Date) {
    const q = queryWith(tx);
    await q.delete(userAddress).where(eq(userAddress.userId, userId));
    await q.delete(verificationCode).where(eq(verificationCode.userId, userId));
    const cleared = {
      mobile: null,
      mobileVerifiedAt: null,
      photoId: null,
      currency: null,
      locale: null,
      timeZone: null,
      deletedAt: at,
      updatedAt: at,
    };
    await q
      .insert(userProfile)
      .values({ userId, ...cleared })
      .onConflictDoUpdate({ target: userProfile.userId, set: cleared });
    await enqueue(tx, 'session:ended', { userId });
  },
});

export type AccountRepository = ReturnType<typeof createAccountRepository>;
