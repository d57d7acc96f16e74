import { and, eq, gt, desc, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { isUniqueViolation } from '../../platform/db/database-errors.ts';
import { queryWith, type Queryable, type Transaction } from '../../platform/db/transaction.ts';
import { account, session, user, userRole } from './auth.schema.ts';

/**
 * What the account module (a person's own settings) reads and writes of the users module's
 * tables: the name and verified email, the password hash, the sessions, and closing the
 * sign-in side of an account. Writes run in the caller's transaction.
 */
export const createUserRecords = (db: Database) => ({
  async rename(tx: Transaction, userId: string, name: string, at: Date = new Date()) {
    await queryWith(tx).update(user).set({ name, updatedAt: at }).where(eq(user.id, userId));
  },

  /**
   * Sets the verified email inside the caller's transaction; false (and nothing written, the
   * transaction still usable) when another account already has it.
   */
  async setVerifiedEmail(
    q: Transaction | Queryable,
    userId: string,
    email: string,
  ): Promise<boolean> {
    const tx = queryWith(q);
    try {
      await tx.execute(sql`savepoint set_email`);
      await tx
        .update(user)
        .set({ email, emailVerified: true, updatedAt: new Date() })
        .where(eq(user.id, userId));
      await tx.execute(sql`release savepoint set_email`);
      return true;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      await tx.execute(sql`rollback to savepoint set_email`);
      return false;
    }
  },

  /** The hash of the account's password (undefined for an account signing in otherwise). */
  async passwordHash(userId: string): Promise<string | undefined> {
    const [row] = await db
      .select({ password: account.password })
      .from(account)
      .where(and(eq(account.userId, userId), eq(account.providerId, 'credential')));
    return row?.password ?? undefined;
  },

  /** Every session of the user, expired or not (the data export). */
  async sessions(userId: string) {
    return db
      .select({
        createdAt: session.createdAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(eq(session.userId, userId));
  },

  /** The account's sessions that have not expired, the most recently active first. */
  async activeSessions(userId: string, now: Date) {
    return db
      .select({
        id: session.id,
        createdAt: session.createdAt,
        updatedAt: session.updatedAt,
        expiresAt: session.expiresAt,
        ipAddress: session.ipAddress,
        userAgent: session.userAgent,
      })
      .from(session)
      .where(and(eq(session.userId, userId), gt(session.expiresAt, now)))
      .orderBy(desc(session.updatedAt), desc(session.id));
  },

  async sessionTokens(userId: string): Promise<string[]> {
    const rows = await db
      .select({ token: session.token })
      .from(session)
      .where(eq(session.userId, userId));
    return rows.map((row) => row.token);
  },

  /**
   * Closes the sign-in side of an account in the caller's transaction: its sign-in methods and
   * sessions go, every role is dropped, and the user row stays, emptied (payments refer to it).
   */
  async close(tx: Transaction, userId: string, at: Date) {
    const q = queryWith(tx);
    await q.delete(account).where(eq(account.userId, userId));
    await q.delete(session).where(eq(session.userId, userId));
    await q
      .update(userRole)
      .set({ customer: false, vendor: false, employee: false, admin: false, updatedAt: at })
      .where(eq(userRole.userId, userId));
    await q
      .update(user)
      .set({
        name: 'Deleted account',
        email: `deleted-${userId}@deleted.invalid`,
        emailVerified: false,
        image: null,
        updatedAt: at,
      })
      .where(eq(user.id, userId));
  },
});

export type UserRecords = ReturnType<typeof createUserRecords>;
