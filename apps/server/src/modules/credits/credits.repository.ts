import { and, asc, count, desc, eq, ilike, lt, lte, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import {
  afterCommit,
  queryWith,
  runInTransaction,
  type DbTransaction,
  type Queryable,
  type Transaction,
} from '../../platform/db/transaction.ts';
import type { CREDIT_ENTRY_KINDS } from './credits.schema.ts';
import { creditAccount, creditLedgerEntry, creditPlan } from './credits.schema.ts';
import { pageWindow } from '../../platform/lib/paging.ts';
import { enqueue, enqueueInStatement, eventsWritten } from '../../platform/outbox/index.ts';
import { creditsCommitted } from './user-answers.ts';

export type CreditEntryKind = (typeof CREDIT_ENTRY_KINDS)[number];

export type LedgerEntryRecord = {
  id: number;
  userId: string;
  kind: CreditEntryKind;
  delta: number;
  balanceAfter: number;
  description: string;
  referenceType: string | null;
  referenceId: string | null;
  expiresAt: Date | null;
  createdAt: Date;
};

export type CreditPlanRecord = {
  id: string;
  slug: string;
  name: string;
  description: string;
  credits: number;
  priceMinor: number;
  currency: string;
  validityDays: number;
  popular: boolean;
  active: boolean;
  sort: number;
};

/** One change to apply under the account lock. Positive `delta` grants, negative debits. */
export type LedgerChange = {
  userId: string;
  delta: number;
  kind: CreditEntryKind;
  referenceType: string | null;
  referenceId: string | null;
  description: string;
  /** Only for grants: when these credits expire (null: never). */
  expiresAt: Date | null;
  at: Date;
};

const entryColumns = {
  id: creditLedgerEntry.id,
  userId: creditLedgerEntry.userId,
  kind: creditLedgerEntry.kind,
  delta: creditLedgerEntry.delta,
  balanceAfter: creditLedgerEntry.balanceAfter,
  description: creditLedgerEntry.description,
  referenceType: creditLedgerEntry.referenceType,
  referenceId: creditLedgerEntry.referenceId,
  expiresAt: creditLedgerEntry.expiresAt,
  createdAt: creditLedgerEntry.createdAt,
};

const planColumns = {
  id: creditPlan.id,
  slug: creditPlan.slug,
  name: creditPlan.name,
  description: creditPlan.description,
  credits: creditPlan.credits,
  priceMinor: creditPlan.priceMinor,
  currency: creditPlan.currency,
  validityDays: creditPlan.validityDays,
  popular: creditPlan.popular,
  active: creditPlan.active,
  sort: creditPlan.sort,
};

// ---------------------------------------------------------------------------------------------
// Ledger writes: each runs inside the caller's transaction and starts by locking the account.

/**
 * Locks the user's account row (creating it at 0 the first time) until the transaction ends;
 * every change to the user's credits takes this lock first, so changes happen one at a time.
 */
export async function lockAccount(transaction: Transaction, userId: string): Promise<number> {
  const tx = queryWith(transaction);
  await tx.insert(creditAccount).values({ userId }).onConflictDoNothing();
  const [account] = await tx
    .select({ balance: creditAccount.balance })
    .from(creditAccount)
    .where(eq(creditAccount.userId, userId))
    .for('update');
  return account!.balance;
}

async function insertEntry(
  tx: DbTransaction,
  change: LedgerChange,
  balanceAfter: number,
): Promise<LedgerEntryRecord> {
  const [entry] = await tx
    .insert(creditLedgerEntry)
    .values({
      userId: change.userId,
      delta: change.delta,
      kind: change.kind,
      referenceType: change.referenceType,
      referenceId: change.referenceId,
      description: change.description,
      balanceAfter,
      expiresAt: change.delta > 0 ? change.expiresAt : null,
      remaining: change.delta > 0 ? change.delta : null,
      createdAt: change.at,
    })
    .returning(entryColumns);
  await tx
    .update(creditAccount)
    .set({ balance: balanceAfter, updatedAt: change.at })
    .where(eq(creditAccount.userId, change.userId));
  // This instance's remembered answers go as soon as the change commits; the event then tells
  // the other instances and the user's tabs.
  afterCommit(tx, () => creditsCommitted(change.userId));
  await enqueue(tx, 'credits:changed', {
    userId: change.userId,
    balance: balanceAfter,
    entryId: entry!.id,
    kind: change.kind,
  });
  return entry!;
}

/**
 * Takes `amount` credits from the user's unspent grants, those expiring first first (grants
 * that never expire last). Call with the account locked and the balance checked.
 */
async function consumeGrants(tx: DbTransaction, userId: string, amount: number) {
  await tx.execute(sql`
    with lots as (
      select id, remaining,
             sum(remaining) over (order by expires_at asc nulls last, id asc) as running
      from credit_ledger_entry
      where user_id = ${userId} and remaining > 0
    )
    update credit_ledger_entry as e
    set remaining = least(lots.remaining, greatest(0, lots.running - ${amount}))
    from lots
    where e.id = lots.id and lots.running - lots.remaining < ${amount}`);
}

/**
 * Writes an `expiry` entry for each of the user's grants that expired with credits unspent.
 * Call with the account locked; returns the balance afterwards.
 */
export async function expireLapsedGrants(
  transaction: Transaction,
  userId: string,
  balance: number,
  at: Date,
): Promise<{ balance: number; expired: LedgerEntryRecord[] }> {
  const tx = queryWith(transaction);
  const lapsed = await tx
    .select({ id: creditLedgerEntry.id, remaining: creditLedgerEntry.remaining })
    .from(creditLedgerEntry)
    .where(
      and(
        eq(creditLedgerEntry.userId, userId),
        sql`${creditLedgerEntry.remaining} > 0`,
        lte(creditLedgerEntry.expiresAt, at),
      ),
    )
    .orderBy(asc(creditLedgerEntry.expiresAt), asc(creditLedgerEntry.id));
  const expired: LedgerEntryRecord[] = [];
  for (const grant of lapsed) {
    const credits = grant.remaining!;
    await tx
      .update(creditLedgerEntry)
      .set({ remaining: 0 })
      .where(eq(creditLedgerEntry.id, grant.id));
    balance -= credits;
    expired.push(
      await insertEntry(
        tx,
        {
          userId,
          delta: -credits,
          kind: 'expiry',
          referenceType: 'credit_ledger_entry',
          referenceId: String(grant.id),
          description: `${credits} unused credit${credits === 1 ? '' : 's'} expired`,
          expiresAt: null,
          at,
        },
        balance,
      ),
    );
  }
  return { balance, expired };
}

/**
 * Applies one change under the account lock: lapsed grants expire first, a debit larger than
 * the balance is refused (`{ ok: false }`, nothing written), otherwise one ledger entry is
 * written and the balance updated, all in the caller's transaction.
 */
export async function applyLedgerChange(
  transaction: Transaction,
  change: LedgerChange,
): Promise<{ ok: true; entry: LedgerEntryRecord } | { ok: false; balance: number }> {
  if (change.delta < 0) {
    const entry = await debitWithNothingLapsed(transaction, change);
    if (entry) return { ok: true, entry };
  }
  const tx = queryWith(transaction);
  const locked = await lockAccount(transaction, change.userId);
  const { balance } = await expireLapsedGrants(transaction, change.userId, locked, change.at);
  if (change.delta < 0) {
    if (balance + change.delta < 0) return { ok: false, balance };
    await consumeGrants(tx, change.userId, -change.delta);
  }
  return { ok: true, entry: await insertEntry(tx, change, balance + change.delta) };
}

type EntryRow = {
  id: string | number;
  user_id: string;
  kind: CreditEntryKind;
  delta: number;
  balance_after: number;
  description: string;
  reference_type: string | null;
  reference_id: string | null;
  expires_at: Date | string | null;
  created_at: Date | string;
};

/**
 * The common debit (a booking's) in two statements instead of seven, with the same effect as the
 * general path of `applyLedgerChange`: the account row locked, then, in one statement read after
 * the lock (so it sees every change committed before it), the grants consumed, the entry written,
 * the balance updated and `credits:changed` enqueued. Undefined, with nothing written, when the
 * general path must decide: no account, a balance short of the debit (the refusal reports the
 * balance after expiring lapsed grants), or grants that lapsed unspent (they expire first).
 * The lock stays held either way, which the general path takes again at no cost.
 */
async function debitWithNothingLapsed(
  transaction: Transaction,
  change: LedgerChange,
): Promise<LedgerEntryRecord | undefined> {
  const q = queryWith(transaction) as unknown as Database;
  const { userId } = change;
  const [account] = await rawRows<{ balance: number }>(
    q,
    sql`select balance from credit_account where user_id = ${userId} for update`,
  );
  if (!account || account.balance + change.delta < 0) return undefined;
  const amount = -change.delta;
  const balanceAfter = account.balance - amount;
  const at = change.at.toISOString();
  // The entry's id is the statement's; the event's payload takes it from the inserted row.
  const event = enqueueInStatement(
    'credits:changed',
    { userId, balance: balanceAfter, entryId: 0, kind: change.kind },
    sql`entry`,
    { payloadFrom: sql`jsonb_build_object('entryId', entry.id)` },
  );
  const [row] = await rawRows<EntryRow>(
    q,
    sql`with lapsed as (
          select 1 from credit_ledger_entry
          where user_id = ${userId} and remaining > 0 and expires_at <= ${at}::timestamptz
          limit 1),
        lots as (
          select id, remaining,
                 sum(remaining) over (order by expires_at asc nulls last, id asc) as running
          from credit_ledger_entry
          where user_id = ${userId} and remaining > 0 and not exists (select 1 from lapsed)),
        consumed as (
          update credit_ledger_entry as e
          set remaining = least(lots.remaining, greatest(0, lots.running - ${amount}))
          from lots
          where e.id = lots.id and lots.running - lots.remaining < ${amount}
          returning e.id),
        entry as (
          insert into credit_ledger_entry (user_id, delta, kind, reference_type, reference_id,
            description, balance_after, expires_at, remaining, created_at)
          select ${userId}, ${change.delta}, ${change.kind}, ${change.referenceType},
            ${change.referenceId}, ${change.description}, ${balanceAfter}, null, null,
            ${at}::timestamptz
          where not exists (select 1 from lapsed)
          returning *),
        account as (
          update credit_account set balance = ${balanceAfter}, updated_at = ${at}::timestamptz
          where user_id = ${userId} and exists (select 1 from entry)
          returning user_id),
        event as (${event})
        select id::text as id, user_id, kind, delta, balance_after, description, reference_type,
          reference_id, expires_at, created_at
        from entry`,
  );
  if (!row) return undefined;
  afterCommit(transaction, () => creditsCommitted(userId));
  eventsWritten(transaction);
  return {
    id: Number(row.id),
    userId: row.user_id,
    kind: row.kind,
    delta: row.delta,
    balanceAfter: row.balance_after,
    description: row.description,
    referenceType: row.reference_type,
    referenceId: row.reference_id,
    expiresAt: row.expires_at === null ? null : new Date(row.expires_at),
    createdAt: new Date(row.created_at),
  };
}

/** The user's balance as stored (0 before their first change). */
export async function findBalance(q: Queryable | Transaction, userId: string): Promise<number> {
  const [account] = await queryWith(q)
    .select({ balance: creditAccount.balance })
    .from(creditAccount)
    .where(eq(creditAccount.userId, userId));
  return account?.balance ?? 0;
}

/** Whether the user ever bought credits (a purchase in the ledger). */
export async function hasPurchased(q: Queryable | Transaction, userId: string): Promise<boolean> {
  const [row] = await queryWith(q)
    .select({ id: creditLedgerEntry.id })
    .from(creditLedgerEntry)
    .where(and(eq(creditLedgerEntry.userId, userId), eq(creditLedgerEntry.kind, 'purchase')))
    .limit(1);
  return Boolean(row);
}

/** A plan that is on sale; null for an unknown or withdrawn one. */
export async function findActivePlan(
  q: Queryable | Transaction,
  id: string,
): Promise<CreditPlanRecord | null> {
  const [plan] = await queryWith(q)
    .select(planColumns)
    .from(creditPlan)
    .where(and(eq(creditPlan.id, id), eq(creditPlan.active, true)));
  return plan ?? null;
}

// ---------------------------------------------------------------------------------------------
// Reads and plans.

const isDebit = and(lt(creditLedgerEntry.delta, 0), ne(creditLedgerEntry.kind, 'expiry'));

export function createCreditsRepository(db: Database) {
  return {
    transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T> {
      return runInTransaction(db, work);
    },

    findBalance: (userId: string) => findBalance(db, userId),

    /** The user's ledger, newest first; `page` absent means every entry (exports). */
    async listEntries(
      userId: string,
      options: { kind?: CreditEntryKind; page?: { page: number; limit: number } },
    ): Promise<{ items: LedgerEntryRecord[]; total: number }> {
      const where = and(
        eq(creditLedgerEntry.userId, userId),
        options.kind ? eq(creditLedgerEntry.kind, options.kind) : undefined,
      );
      return listWithTotal(db, where, options.page);
    },

    /**
     * What GET /user/credits shows besides the ledger page, in ONE query: the balance, whether
     * grants have lapsed unspent (then the caller expires them and reads again), the credits
     * expiring by `until` with the next expiry, and how many entries (of `kind`) there are.
     */
    async findCreditsSummary(
      userId: string,
      options: { now: Date; until: Date; kind?: CreditEntryKind },
    ): Promise<{
      balance: number;
      lapsed: boolean;
      expiring: { credits: number; nextExpiresAt: Date | null };
      total: number;
    }> {
      const now = options.now.toISOString();
      const kind = options.kind ? sql`and kind = ${options.kind}` : sql``;
      const [row] = await rawRows<{
        balance: number | null;
        lapsed: boolean;
        total: number;
        credits: number;
        next_expires_at: string | Date | null;
      }>(
        db,
        sql`select
              (select balance from credit_account where user_id = ${userId}) as balance,
              exists (select 1 from credit_ledger_entry
                      where user_id = ${userId} and remaining > 0
                        and expires_at <= ${now}::timestamptz) as lapsed,
              (select count(*)::int from credit_ledger_entry
                where user_id = ${userId} ${kind}) as total,
              coalesce(sum(remaining) filter (where expires_at <= ${options.until.toISOString()}::timestamptz), 0)::int as credits,
              min(expires_at) as next_expires_at
            from credit_ledger_entry
            where user_id = ${userId} and remaining > 0 and expires_at > ${now}::timestamptz`,
      );
      return {
        balance: row?.balance ?? 0,
        lapsed: row?.lapsed ?? false,
        expiring: {
          credits: row?.credits ?? 0,
          nextExpiresAt: row?.next_expires_at ? new Date(row.next_expires_at) : null,
        },
        total: row?.total ?? 0,
      };
    },

    /** One page of the user's ledger (of `kind`), newest first, without counting it. */
    async listEntriesPage(
      userId: string,
      options: { kind?: CreditEntryKind; page: { page: number; limit: number } },
    ): Promise<LedgerEntryRecord[]> {
      const { limit, offset } = pageWindow(options.page);
      return db
        .select(entryColumns)
        .from(creditLedgerEntry)
        .where(
          and(
            eq(creditLedgerEntry.userId, userId),
            options.kind ? eq(creditLedgerEntry.kind, options.kind) : undefined,
          ),
        )
        .orderBy(desc(creditLedgerEntry.id))
        .limit(limit)
        .offset(offset);
    },

    /** Debits that paid for something (not expiry), newest first, with the total ever used. */
    async listDebits(
      userId: string,
      page?: { page: number; limit: number },
    ): Promise<{ items: LedgerEntryRecord[]; total: number; totalUsed: number }> {
      const where = and(eq(creditLedgerEntry.userId, userId), isDebit);
      const [list, [used]] = await Promise.all([
        listWithTotal(db, where, page),
        db
          .select({ total: sum(creditLedgerEntry.delta).mapWith(Number) })
          .from(creditLedgerEntry)
          .where(where),
      ]);
      return { ...list, totalUsed: -(used?.total ?? 0) };
    },

    /** Unspent credits of grants expiring in (now, until], and the first expiry still ahead. */
    async findExpiring(
      userId: string,
      now: Date,
      until: Date,
    ): Promise<{ credits: number; nextExpiresAt: Date | null }> {
      const [row] = await rawRows<{ credits: number; next_expires_at: string | Date | null }>(
        db,
        sql`select
              coalesce(sum(remaining) filter (where expires_at <= ${until.toISOString()}::timestamptz), 0)::int as credits,
              min(expires_at) as next_expires_at
            from credit_ledger_entry
            where user_id = ${userId} and remaining > 0
              and expires_at > ${now.toISOString()}::timestamptz`,
      );
      return {
        credits: row?.credits ?? 0,
        nextExpiresAt: row?.next_expires_at ? new Date(row.next_expires_at) : null,
      };
    },

    async hasLapsedGrants(userId: string, at: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: creditLedgerEntry.id })
        .from(creditLedgerEntry)
        .where(
          and(
            eq(creditLedgerEntry.userId, userId),
            sql`${creditLedgerEntry.remaining} > 0`,
            lte(creditLedgerEntry.expiresAt, at),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    /** Users holding unspent credits that have expired (the expiry sweep's work list). */
    async findUsersWithLapsedGrants(at: Date, limit: number): Promise<string[]> {
      const rows = await db
        .selectDistinct({ userId: creditLedgerEntry.userId })
        .from(creditLedgerEntry)
        .where(and(sql`${creditLedgerEntry.remaining} > 0`, lte(creditLedgerEntry.expiresAt, at)))
        .limit(limit);
      return rows.map((r) => r.userId);
    },

    /** Active plans in display order; `page` absent means all of them (exports). */
    async listPlans(options: {
      searchKey?: string;
      page?: { page: number; limit: number };
    }): Promise<{ items: CreditPlanRecord[]; total: number }> {
      const pattern = options.searchKey && `%${escapeLike(options.searchKey)}%`;
      const where = and(
        eq(creditPlan.active, true),
        pattern
          ? or(ilike(creditPlan.name, pattern), ilike(creditPlan.description, pattern))
          : undefined,
      );
      let query = db
        .select(planColumns)
        .from(creditPlan)
        .where(where)
        .orderBy(asc(creditPlan.sort), asc(creditPlan.priceMinor), asc(creditPlan.id))
        .$dynamic();
      if (options.page) {
        const { limit, offset } = pageWindow(options.page);
        query = query.limit(limit).offset(offset);
      }
      const [items, [counted]] = await Promise.all([
        query,
        db.select({ total: count() }).from(creditPlan).where(where),
      ]);
      return { items, total: counted?.total ?? 0 };
    },

    findActivePlan: (id: string) => findActivePlan(db, id),
  };
}

async function listWithTotal(
  db: Database,
  where: SQL | undefined,
  page: { page: number; limit: number } | undefined,
): Promise<{ items: LedgerEntryRecord[]; total: number }> {
  let query = db
    .select(entryColumns)
    .from(creditLedgerEntry)
    .where(where)
    .orderBy(desc(creditLedgerEntry.id))
    .$dynamic();
  if (page) {
    const { limit, offset } = pageWindow(page);
    query = query.limit(limit).offset(offset);
  }
  const [items, [counted]] = await Promise.all([
    query,
    db.select({ total: count() }).from(creditLedgerEntry).where(where),
  ]);
  return { items, total: counted?.total ?? 0 };
}

/** `%` and `_` typed by a person match themselves. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export type CreditsRepository = ReturnType<typeof createCreditsRepository>;
