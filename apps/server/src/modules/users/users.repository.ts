import type { RoleFlags } from '@vitrine/contracts/auth';
import { eq, sql } from 'drizzle-orm';
import { enqueue } from '../outbox/index.ts';
import type { Database } from '../../db/client.ts';
import { user, userRole } from '../../db/schema/auth.ts';

export type UserSummary = { id: string; name: string; email: string };

export const createUsersRepository = (db: Database) => ({
  async findById(id: string): Promise<UserSummary | undefined> {
    const [row] = await db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.id, id));
    return row;
  },

  async findByEmail(email: string): Promise<UserSummary | undefined> {
    const [row] = await db
      .select({ id: user.id, name: user.name, email: user.email })
      .from(user)
      .where(eq(user.email, email.toLowerCase()));
    return row;
  },

  async findRoles(userId: string): Promise<RoleFlags | undefined> {
    const [row] = await db
      .select({
        customer: userRole.customer,
        vendor: userRole.vendor,
        employee: userRole.employee,
        admin: userRole.admin,
      })
      .from(userRole)
      .where(eq(userRole.userId, userId));
    return row;
  },

  /** Makes the user a customer, keeping any other role; running it twice changes nothing. */
  async ensureCustomer(userId: string): Promise<void> {
    await db
      .insert(userRole)
      .values({ userId, customer: true })
      .onConflictDoUpdate({
        target: userRole.userId,
        set: { customer: true, updatedAt: sql`now()` },
        setWhere: sql`${userRole.customer} = false`,
      });
  },

  /**
   * Makes the user a customer and, only when that is new, records `user:registered` in the same
   * transaction (the welcome mail): true the first time, false ever after.
   */
  async becomeCustomer(userId: string, via: 'email' | 'social'): Promise<boolean> {
    return db.transaction(async (tx) => {
      const changed = await tx
        .insert(userRole)
        .values({ userId, customer: true })
        .onConflictDoUpdate({
          target: userRole.userId,
          set: { customer: true, updatedAt: sql`now()` },
          setWhere: sql`${userRole.customer} = false`,
        })
        .returning({ userId: userRole.userId });
      if (changed.length === 0) return false;
      await enqueue(tx, 'user:registered', { userId, via });
      return true;
    });
  },

  /** Sets every role flag of a user (demo data, administration). */
  async setRoles(userId: string, roles: RoleFlags): Promise<void> {
    await db
      .insert(userRole)
      .values({ userId, ...roles })
      .onConflictDoUpdate({ target: userRole.userId, set: { ...roles, updatedAt: sql`now()` } });
  },
});

export type UsersRepository = ReturnType<typeof createUsersRepository>;
