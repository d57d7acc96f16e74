import { shopCard, shopPeople } from '../catalogue/index.ts';
import { userCard } from '../users/index.ts';
import { and, count, desc, eq, gte, inArray, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  EarningCause,
  EarningKind,
  EarningState,
  PayoutStatus,
} from '@vitrine/contracts/earnings';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, runInTransaction, type Transaction } from '../../platform/db/transaction.ts';
import { announceChange } from '../../platform/live/index.ts';
import {
  shopBankAccount,
  shopCommissionRate,
  shopEarning,
  shopPayout,
  shopPayoutEntry,
  shopStatementMail,
} from './earnings.schema.ts';
import type { Page } from '../../platform/lib/paging.ts';

export type EarningRow = typeof shopEarning.$inferSelect;
export type NewEarning = typeof shopEarning.$inferInsert;
export type PayoutRow = typeof shopPayout.$inferSelect;
export type BankAccountRow = typeof shopBankAccount.$inferSelect;

export type EarningListRow = EarningRow & {
  state: EarningState;
  payoutId: string | null;
  reversedKind: EarningCause | null;
  reversedSourceId: string | null;
};

export type EarningFilters = {
  kind?: EarningKind;
  state?: EarningState;
  /** Occurred at or after. */
  from?: Date;
  /** Occurred before. */
  until?: Date;
};

const reversed = alias(shopEarning, 'reversed');

/**
 * Where an entry's money is at `now`. Its live payout row (released_at null: at most one, by the
 * partial unique index) says whether it is in a payout and whether that payout was paid.
 */
const stateAt = (now: Date) =>
  sql<EarningState>`CASE
    WHEN ${shopPayout.status} = 'paid' THEN 'paid_out'
    WHEN ${shopPayout.status} IN ('queued', 'processing') THEN 'in_payout'
    WHEN ${shopEarning.releaseAt} > ${now.toISOString()}::timestamptz THEN 'on_hold'
    ELSE 'payable' END`;

/** The count and the sums of a group of entries, as the statement and the report show them. */
const entrySums = () => ({
  count: count(),
  gross: sql<string>`coalesce(sum(${shopEarning.grossMinor}), 0)`,
  commission: sql<string>`coalesce(sum(${shopEarning.commissionMinor}), 0)`,
  fees: sql<string>`coalesce(sum(${shopEarning.feeMinor}), 0)`,
  net: sql<string>`coalesce(sum(${shopEarning.netMinor}), 0)`,
});

export function createEarningsRepository(db: Database) {
  const filtersOf = (shopId: string, filters: EarningFilters, now: Date) => {
    const conditions: SQL[] = [eq(shopEarning.shopId, shopId)];
    if (filters.kind) conditions.push(eq(shopEarning.kind, filters.kind));
    if (filters.from) conditions.push(gte(shopEarning.occurredAt, filters.from));
    if (filters.until) conditions.push(lt(shopEarning.occurredAt, filters.until));
    if (filters.state) conditions.push(sql`${stateAt(now)} = ${filters.state}`);
    return and(...conditions)!;
  };

  const listQuery = (now: Date) =>
    db
      .select({
        entry: shopEarning,
        state: stateAt(now),
        payoutId: shopPayout.id,
        reversedKind: reversed.kind,
        reversedSourceId: reversed.sourceId,
      })
      .from(shopEarning)
      .leftJoin(
        shopPayoutEntry,
        and(eq(shopPayoutEntry.entryId, shopEarning.id), isNull(shopPayoutEntry.releasedAt)),
      )
      .leftJoin(shopPayout, eq(shopPayout.id, shopPayoutEntry.payoutId))
      .leftJoin(reversed, eq(reversed.id, shopEarning.reversesId));

  return {
    transaction: <T>(work: (tx: Transaction) => Promise<T>) => runInTransaction(db, work),

    // The ledger ------------------------------------------------------------------------------

    /** Inserts an entry unless its cause has one already (then null). */
    async insertEntry(tx: Transaction, entry: NewEarning): Promise<EarningRow | null> {
      const [row] = await queryWith(tx)
        .insert(shopEarning)
        .values(entry)
        .onConflictDoNothing({ target: [shopEarning.kind, shopEarning.sourceId] })
        .returning();
      return row ?? null;
    },

    async findEntryByCause(tx: Transaction, kind: EarningKind, sourceId: string) {
      const [row] = await queryWith(tx)
        .select()
        .from(shopEarning)
        .where(and(eq(shopEarning.kind, kind), eq(shopEarning.sourceId, sourceId)));
      return row ?? null;
    },

    async commissionOverride(tx: Transaction | Database, shopId: string, kind: EarningCause) {
      const [row] = await queryWith(tx)
        .select({ rateBps: shopCommissionRate.rateBps })
        .from(shopCommissionRate)
        .where(and(eq(shopCommissionRate.shopId, shopId), eq(shopCommissionRate.kind, kind)));
      return row?.rateBps ?? null;
    },

    commissionOverrides: (shopId: string) =>
      db
        .select({ kind: shopCommissionRate.kind, rateBps: shopCommissionRate.rateBps })
        .from(shopCommissionRate)
        .where(eq(shopCommissionRate.shopId, shopId)),

    async setCommissionOverride(
      tx: Transaction,
      shopId: string,
      kind: EarningCause,
      rateBps: number | null,
    ) {
      const q = queryWith(tx);
      if (rateBps === null) {
        await q
          .delete(shopCommissionRate)
          .where(and(eq(shopCommissionRate.shopId, shopId), eq(shopCommissionRate.kind, kind)));
        return;
      }
      await q
        .insert(shopCommissionRate)
        .values({ shopId, kind, rateBps })
        .onConflictDoUpdate({
          target: [shopCommissionRate.shopId, shopCommissionRate.kind],
          set: { rateBps, updatedAt: new Date() },
        });
    },

    async list(
      shopId: string,
      filters: EarningFilters,
      page: Page,
      now: Date,
    ): Promise<{ items: EarningListRow[]; total: number }> {
      const where = filtersOf(shopId, filters, now);
      const [rows, [totals]] = await Promise.all([
        listQuery(now)
          .where(where)
          .orderBy(desc(shopEarning.occurredAt), desc(shopEarning.createdAt), desc(shopEarning.id))
          .limit(page.limit)
          .offset(page.offset),
        db
          .select({ total: count() })
          .from(shopEarning)
          .leftJoin(
            shopPayoutEntry,
            and(eq(shopPayoutEntry.entryId, shopEarning.id), isNull(shopPayoutEntry.releasedAt)),
          )
          .leftJoin(shopPayout, eq(shopPayout.id, shopPayoutEntry.payoutId))
          .where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r.entry,
          state: r.state,
          payoutId: r.payoutId,
          reversedKind: (r.reversedKind as EarningCause | null) ?? null,
          reversedSourceId: r.reversedSourceId,
        })),
        total: totals?.total ?? 0,
      };
    },

    /** The shop's net per state; the states' sum is the ledger's sum. */
    async balances(shopId: string, now: Date) {
      const rows = await db
        .select({
          state: stateAt(now),
          net: sql<string>`coalesce(sum(${shopEarning.netMinor}), 0)`,
        })
        .from(shopEarning)
        .leftJoin(
          shopPayoutEntry,
          and(eq(shopPayoutEntry.entryId, shopEarning.id), isNull(shopPayoutEntry.releasedAt)),
        )
        .leftJoin(shopPayout, eq(shopPayout.id, shopPayoutEntry.payoutId))
        .where(eq(shopEarning.shopId, shopId))
        .groupBy(sql`1`);
      const by = new Map(rows.map((r) => [r.state, Number(r.net)]));
      return {
        payable: by.get('payable') ?? 0,
        onHold: by.get('on_hold') ?? 0,
        inPayout: by.get('in_payout') ?? 0,
        paidOut: by.get('paid_out') ?? 0,
      };
    },

    /** Totals per kind of the entries that occurred in [from, until). */
    statementTotals: (shopId: string, from: Date, until: Date) =>
      db
        .select({
          kind: shopEarning.kind,
          ...entrySums(),
        })
        .from(shopEarning)
        .where(
          and(
            eq(shopEarning.shopId, shopId),
            gte(shopEarning.occurredAt, from),
            lt(shopEarning.occurredAt, until),
          ),
        )
        .groupBy(shopEarning.kind),

    /** Payouts paid in [from, until). */
    async paidPayouts(shopId: string, from: Date, until: Date) {
      const [row] = await db
        .select({
          count: count(),
          amount: sql<string>`coalesce(sum(${shopPayout.amountMinor}), 0)`,
        })
        .from(shopPayout)
        .where(
          and(
            eq(shopPayout.shopId, shopId),
            eq(shopPayout.status, 'paid'),
            gte(shopPayout.paidAt, from),
            lt(shopPayout.paidAt, until),
          ),
        );
      return { count: row?.count ?? 0, amount: Number(row?.amount ?? 0) };
    },

    /** Shops with entries or payouts in [from, until): the month's statements to mail. */
    async shopsActiveIn(from: Date, until: Date): Promise<string[]> {
      const rows = await db
        .selectDistinct({ shopId: shopEarning.shopId })
        .from(shopEarning)
        .where(and(gte(shopEarning.occurredAt, from), lt(shopEarning.occurredAt, until)));
      return rows.map((r) => r.shopId);
    },

    /** Claims the month's statement mail for the shop (false: already claimed). */
    async claimStatementMail(tx: Transaction, shopId: string, month: string) {
      const rows = await queryWith(tx)
        .insert(shopStatementMail)
        .values({ shopId, month })
        .onConflictDoNothing()
        .returning({ shopId: shopStatementMail.shopId });
      return rows.length > 0;
    },

    async shopFacts(shopId: string) {
      const [row] = await db
        .select({ id: shopCard.id, name: shopCard.name })
        .from(shopCard)
        .where(eq(shopCard.id, shopId));
      if (!row) return null;
      const members = await db
        .select({ email: userCard.email, name: userCard.name })
        .from(shopPeople)
        .innerJoin(userCard, eq(userCard.id, shopPeople.userId))
        .where(eq(shopPeople.shopId, shopId));
      return { ...row, members };
    },

    // Bank accounts ---------------------------------------------------------------------------

    async findBankAccount(shopId: string) {
      const [row] = await db
        .select()
        .from(shopBankAccount)
        .where(eq(shopBankAccount.shopId, shopId));
      return row ?? null;
    },

    /** The account, locked until the transaction ends: payouts of one shop queue behind it. */
    async lockBankAccount(tx: Transaction, shopId: string) {
      const [row] = await queryWith(tx)
        .select()
        .from(shopBankAccount)
        .where(eq(shopBankAccount.shopId, shopId))
        .for('update');
      return row ?? null;
    },

    /** Saves the account; a changed number or IFSC forgets the provider's fund account. */
    async saveBankAccount(
      tx: Transaction,
      input: {
        shopId: string;
        holderName: string;
        accountNumber: string;
        ifsc: string;
        by: string;
      },
    ) {
      const values = {
        shopId: input.shopId,
        holderName: input.holderName,
        accountNumber: input.accountNumber,
        ifsc: input.ifsc,
        updatedBy: input.by,
        updatedAt: new Date(),
        providerContactId: null,
        providerFundAccountId: null,
      };
      const [row] = await queryWith(tx)
        .insert(shopBankAccount)
        .values(values)
        .onConflictDoUpdate({ target: shopBankAccount.shopId, set: values })
        .returning();
      return row!;
    },

    async saveProviderAccount(
      shopId: string,
      accountNumber: string,
      ids: { contactId: string; fundAccountId: string },
    ) {
      // Only for the account it was made for (the shop may have changed it meanwhile).
      await db
        .update(shopBankAccount)
        .set({ providerContactId: ids.contactId, providerFundAccountId: ids.fundAccountId })
        .where(
          and(eq(shopBankAccount.shopId, shopId), eq(shopBankAccount.accountNumber, accountNumber)),
        );
    },

    // Payouts ---------------------------------------------------------------------------------

    /** The shop's released entries in no live payout: what a payout takes. */
    async payableEntries(tx: Transaction, shopId: string, now: Date) {
      return queryWith(tx)
        .select({
          id: shopEarning.id,
          netMinor: shopEarning.netMinor,
          currency: shopEarning.currency,
        })
        .from(shopEarning)
        .where(
          and(
            eq(shopEarning.shopId, shopId),
            lte(shopEarning.releaseAt, now),
            sql`NOT EXISTS (SELECT 1 FROM ${shopPayoutEntry} WHERE ${shopPayoutEntry.entryId} = ${shopEarning.id} AND ${shopPayoutEntry.releasedAt} IS NULL)`,
          ),
        );
    },

    async insertPayout(
      tx: Transaction,
      payout: typeof shopPayout.$inferInsert,
      entryIds: string[],
    ) {
      const q = queryWith(tx);
      const [row] = await q.insert(shopPayout).values(payout).returning();
      await q
        .insert(shopPayoutEntry)
        .values(entryIds.map((entryId) => ({ payoutId: row!.id, entryId })));
      await announceChange(tx, 'payout', row!.id);
      return row!;
    },

    /** Failed payouts of the shop become `retried` by `by` (whose entries they were). */
    async markRetried(tx: Transaction, shopId: string, at: Date) {
      const rows = await queryWith(tx)
        .update(shopPayout)
        .set({ status: 'retried', updatedAt: at })
        .where(and(eq(shopPayout.shopId, shopId), eq(shopPayout.status, 'failed')))
        .returning({ id: shopPayout.id, createdAt: shopPayout.createdAt });
      for (const { id } of rows) await announceChange(tx, 'payout', id);
      return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0]?.id ?? null;
    },

    async findPayout(id: string, tx?: Transaction) {
      const [row] = await queryWith(tx ?? db)
        .select()
        .from(shopPayout)
        .where(eq(shopPayout.id, id));
      return row ?? null;
    },

    /** Moves a payout from one of `from` to `patch.status`; null when it was not in `from`. */
    async transitionPayout(
      tx: Transaction,
      id: string,
      from: PayoutStatus[],
      patch: Partial<
        Pick<PayoutRow, 'status' | 'providerReference' | 'utr' | 'failureReason' | 'paidAt'>
      >,
      at: Date,
    ) {
      const [row] = await queryWith(tx)
        .update(shopPayout)
        .set({ ...patch, updatedAt: at })
        .where(and(eq(shopPayout.id, id), inArray(shopPayout.status, from)))
        .returning();
      if (row) await announceChange(tx, 'payout', id);
      return row ?? null;
    },

    async setProviderReference(tx: Transaction, id: string, reference: string) {
      await queryWith(tx)
        .update(shopPayout)
        .set({ providerReference: reference })
        .where(and(eq(shopPayout.id, id), isNull(shopPayout.providerReference)));
      await announceChange(tx, 'payout', id);
    },

    /** The people running the shop whose payout it is (null when it is gone). */
    async payoutShopMembers(id: string): Promise<string[] | null> {
      const [row] = await db
        .select({ shopId: shopPayout.shopId })
        .from(shopPayout)
        .where(eq(shopPayout.id, id));
      if (!row) return null;
      const members = await db
        .select({ userId: shopPeople.userId })
        .from(shopPeople)
        .where(eq(shopPeople.shopId, row.shopId));
      return members.map((m) => m.userId);
    },

    /** A failed payout's entries are payable again. */
    async releaseEntries(tx: Transaction, payoutId: string, at: Date) {
      await queryWith(tx)
        .update(shopPayoutEntry)
        .set({ releasedAt: at })
        .where(and(eq(shopPayoutEntry.payoutId, payoutId), isNull(shopPayoutEntry.releasedAt)));
    },

    async listPayouts(shopId: string, page: Page) {
      const entryCount = sql<number>`(SELECT count(*)::int FROM ${shopPayoutEntry} WHERE ${shopPayoutEntry.payoutId} = ${shopPayout.id})`;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ payout: shopPayout, entryCount })
          .from(shopPayout)
          .where(eq(shopPayout.shopId, shopId))
          .orderBy(desc(shopPayout.createdAt), desc(shopPayout.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shopPayout).where(eq(shopPayout.shopId, shopId)),
      ]);
      return {
        items: rows.map((r) => ({ ...r.payout, entryCount: Number(r.entryCount) })),
        total: totals?.total ?? 0,
      };
    },

    async entryCount(payoutId: string) {
      const [row] = await db
        .select({ n: count() })
        .from(shopPayoutEntry)
        .where(eq(shopPayoutEntry.payoutId, payoutId));
      return row?.n ?? 0;
    },

    /** Every shop's payouts (staff review), newest first, by status and shop. */
    async listAllPayouts(filters: { status?: PayoutStatus; shopId?: string }, page: Page) {
      const entryCount = sql<number>`(SELECT count(*)::int FROM ${shopPayoutEntry} WHERE ${shopPayoutEntry.payoutId} = ${shopPayout.id})`;
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(shopPayout.status, filters.status));
      if (filters.shopId) conditions.push(eq(shopPayout.shopId, filters.shopId));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [totals]] = await Promise.all([
        db
          .select({ payout: shopPayout, entryCount, shopName: shopCard.name })
          .from(shopPayout)
          .innerJoin(shopCard, eq(shopCard.id, shopPayout.shopId))
          .where(where)
          .orderBy(desc(shopPayout.createdAt), desc(shopPayout.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ total: count() }).from(shopPayout).where(where),
      ]);
      return {
        items: rows.map((r) => ({
          ...r.payout,
          entryCount: Number(r.entryCount),
          shopName: r.shopName,
        })),
        total: totals?.total ?? 0,
      };
    },

    /** The payout, locked until the transaction ends. */
    async lockPayout(tx: Transaction, id: string) {
      const [row] = await queryWith(tx)
        .select()
        .from(shopPayout)
        .where(eq(shopPayout.id, id))
        .for('update');
      return row ?? null;
    },

    /** Entries a failed payout gave back that no live payout has taken since. */
    async releasedEntriesOf(tx: Transaction, payoutId: string) {
      return queryWith(tx)
        .select({
          id: shopEarning.id,
          netMinor: shopEarning.netMinor,
          currency: shopEarning.currency,
        })
        .from(shopPayoutEntry)
        .innerJoin(shopEarning, eq(shopEarning.id, shopPayoutEntry.entryId))
        .where(
          and(
            eq(shopPayoutEntry.payoutId, payoutId),
            sql`${shopPayoutEntry.releasedAt} IS NOT NULL`,
            sql`NOT EXISTS (SELECT 1 FROM ${shopPayoutEntry} live WHERE live.entry_id = ${shopEarning.id} AND live.released_at IS NULL)`,
          ),
        );
    },

    /** Totals per shop and kind of every shop's entries that occurred in [from, until). */
    commissionTotals: (from: Date, until: Date) =>
      db
        .select({
          shopId: shopEarning.shopId,
          shopName: shopCard.name,
          kind: shopEarning.kind,
          ...entrySums(),
        })
        .from(shopEarning)
        .innerJoin(shopCard, eq(shopCard.id, shopEarning.shopId))
        .where(and(gte(shopEarning.occurredAt, from), lt(shopEarning.occurredAt, until)))
        .groupBy(shopEarning.shopId, shopCard.name, shopEarning.kind)
        .orderBy(shopCard.name, shopEarning.shopId, shopEarning.kind),

    /** Shops with a bank account: candidates for the scheduled payout. */
    async shopsWithBankAccount(): Promise<string[]> {
      const rows = await db.select({ shopId: shopBankAccount.shopId }).from(shopBankAccount);
      return rows.map((r) => r.shopId);
    },
  };
}

export type EarningsRepository = ReturnType<typeof createEarningsRepository>;
