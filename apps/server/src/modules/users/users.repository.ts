import type { RoleFlags } from '@vitrine/contracts/auth';
import { and, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { enqueue } from '../../platform/outbox/index.ts';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction, runInTransaction } from '../../platform/db/transaction.ts';
import { session, user, userRole } from './auth.schema.ts';

export type UserSummary = { id: string; name: string; email: string };

/** A session row with its user and role flags (no role row: every flag false). */
export type SessionWithUser = {
  sessionId: string;
  expiresAt: Date;
  user: UserSummary & { roles: RoleFlags };
};

type RolesWrittenListener = (userId: string) => void;
const rolesWrittenListeners = new WeakMap<Database, Set<RolesWrittenListener>>();

/**
 * Called after any role write through a repository on `db`, so the session cache of the app
 * that owns `db` (usersAuthPlugin) forgets the user's cached role flags at once and tells the
 * other instances. Returns a function that stops listening.
 */
export function onRolesWritten(db: Database, listener: RolesWrittenListener): () => void {
  const listeners = rolesWrittenListeners.get(db) ?? new Set();
  rolesWrittenListeners.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The role flags of a user's role row (null where the user has none). */
const roleColumns = {
  customer: userRole.customer,
  vendor: userRole.vendor,
  employee: userRole.employee,
  admin: userRole.admin,
};

/**
 * The session lookup of every uncached signed-in request, built once and sent as a prepared
 * statement: drizzle building statements' text anew was about a third of the app's thread under
 * uncached signed-in requests (docs/performance.md, "Signed-in requests").
 */
const sessionByTokenOf = (db: Database) =>
  db
    .select({
      sessionId: session.id,
      expiresAt: session.expiresAt,
      id: user.id,
      name: user.name,
      email: user.email,
      ...roleColumns,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(userRole, eq(userRole.userId, session.userId))
    .where(eq(session.token, sql.placeholder('token')))
    .prepare('users_session_by_token');

export const createUsersRepository = (db: Database) => {
  const rolesWritten = (userId: string) => {
    for (const listener of rolesWrittenListeners.get(db) ?? []) listener(userId);
  };
  let sessionByToken: ReturnType<typeof sessionByTokenOf> | undefined;
  return {
    async findById(id: string): Promise<UserSummary | undefined> {
      const [row] = await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(eq(user.id, id));
      return row;
    },

    /**
     * The users among `ids` that exist, in one query: how other modules put a name and an
     * email beside the rows of a page (users' tables are this module's).
     */
    async findSummaries(ids: readonly string[]): Promise<Map<string, UserSummary>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: user.id, name: user.name, email: user.email })
        .from(user)
        .where(inArray(user.id, unique));
      return new Map(rows.map((row) => [row.id, row]));
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

    /**
     * Who a session token belongs to: ONE indexed lookup (`session.token` is unique) joining the
     * session, its user and the user's role row. Expired sessions are returned too (the caller
     * refuses them and has better-auth clean them up).
     */
    async findSessionByToken(token: string): Promise<SessionWithUser | undefined> {
      sessionByToken ??= sessionByTokenOf(db);
      const [row] = await sessionByToken.execute({ token });
      if (!row) return undefined;
      return {
        sessionId: row.sessionId,
        expiresAt: row.expiresAt,
        user: {
          id: row.id,
          name: row.name,
          email: row.email,
          roles: {
            customer: row.customer ?? false,
            vendor: row.vendor ?? false,
            employee: row.employee ?? false,
            admin: row.admin ?? false,
          },
        },
      };
    },

    /**
     * better-auth's sliding expiry: a live session seen after `updateAge` gets a new expiry.
     * Resolves the new expiry, or undefined if the session ended meanwhile.
     */
    async extendSession(sessionId: string, expiresAt: Date): Promise<Date | undefined> {
      const [row] = await db
        .update(session)
        .set({ expiresAt, updatedAt: new Date() })
        .where(and(eq(session.id, sessionId), gt(session.expiresAt, new Date())))
        .returning({ expiresAt: session.expiresAt });
      return row?.expiresAt;
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
      rolesWritten(userId);
    },

    /**
     * Makes the user a customer and, only when that is new, records `user:registered` in the same
     * transaction (the welcome mail): true the first time, false ever after.
     */
    async becomeCustomer(userId: string, via: 'email' | 'social'): Promise<boolean> {
      const becameCustomer = await runInTransaction(db, async (transaction) => {
        const tx = queryWith(transaction);
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
      if (becameCustomer) rolesWritten(userId);
      return becameCustomer;
    },

    /**
     * Makes the user a vendor in the caller's transaction (an approved shop application), keeping
     * any other role. Call `rolesChanged(userId)` once the transaction has committed.
     */
    async grantVendor(tx: Transaction, userId: string): Promise<void> {
      await queryWith(tx)
        .insert(userRole)
        .values({ userId, vendor: true })
        .onConflictDoUpdate({
          target: userRole.userId,
          set: { vendor: true, updatedAt: sql`now()` },
        });
    },

    /**
     * Makes the user an employee in the caller's transaction (staff invitations), keeping any
     * other role; a user without roles becomes an employee only. Call `rolesChanged(userId)`
     * once the transaction has committed.
     */
    async grantEmployee(tx: Transaction, userId: string): Promise<void> {
      await queryWith(tx)
        .insert(userRole)
        .values({ userId, customer: false, employee: true })
        .onConflictDoUpdate({
          target: userRole.userId,
          set: { employee: true, updatedAt: sql`now()` },
        });
    },

    /** Takes the employee role away in the caller's transaction; then `rolesChanged(userId)`. */
    async revokeEmployee(tx: Transaction, userId: string): Promise<void> {
      await queryWith(tx)
        .update(userRole)
        .set({ employee: false, updatedAt: sql`now()` })
        .where(eq(userRole.userId, userId));
    },

    /**
     * Users whose name or email contains the text, or whose id it is, with their role flags
     * (null without a role row); at most `limit`, by email.
     */
    async search(text: string, limit: number) {
      const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      return db
        .select({
          id: user.id,
          name: user.name,
          email: user.email,
          ...roleColumns,
        })
        .from(user)
        .leftJoin(userRole, eq(userRole.userId, user.id))
        .where(or(eq(user.id, text), ilike(user.name, pattern), ilike(user.email, pattern)))
        .orderBy(user.email)
        .limit(limit);
    },

    /** Tells the session caches that a committed transaction changed this user's roles. */
    rolesChanged(userId: string): void {
      rolesWritten(userId);
    },

    /** Sets every role flag of a user (demo data, administration). */
    async setRoles(userId: string, roles: RoleFlags): Promise<void> {
      await db
        .insert(userRole)
        .values({ userId, ...roles })
        .onConflictDoUpdate({ target: userRole.userId, set: { ...roles, updatedAt: sql`now()` } });
      rolesWritten(userId);
    },
  };
};

export type UsersRepository = ReturnType<typeof createUsersRepository>;
