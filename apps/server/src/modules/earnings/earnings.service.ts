import {
  EARNING_CAUSES,
  EARNING_KINDS,
  GST_ON_COMMISSION_BPS,
  type BankAccount,
  type CommissionInput,
  type CommissionRates,
  type CommissionReport,
  type EarningEntry,
  type EarningKind,
  type EarningState,
  type EarningsPage,
  type Statement,
} from '@vitrine/contracts/earnings';
import type { EarningsConfig } from './earnings.config.ts';
import { AppError, notFound } from '../../platform/lib/app-error.ts';
import type { Page } from '../../platform/lib/paging.ts';
import type { AuthUser } from '../../platform/http/auth.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import type { ShopOwnership } from '../catalogue/index.ts';
import { ofRate } from './earnings-ledger.ts';
import type { BankAccountRow, EarningListRow, EarningsRepository } from './earnings.repository.ts';

const SOURCE_TYPES = {
  meeting: 'booking',
  order: 'order',
  stitching_invoice: 'stitching_invoice',
  reversal: 'earning',
} as const;

export const maskAccountNumber = (accountNumber: string) =>
  `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${accountNumber.slice(-4)}`;

export const toBankAccount = (row: BankAccountRow): BankAccount => ({
  holderName: row.holderName,
  accountNumberMasked: maskAccountNumber(row.accountNumber),
  ifsc: row.ifsc,
  updatedAt: row.updatedAt.toISOString(),
});

export function toEntry(row: EarningListRow): EarningEntry {
  return {
    id: row.id,
    kind: row.kind,
    source: { type: SOURCE_TYPES[row.kind], id: row.sourceId },
    reverses:
      row.reversesId && row.reversedKind && row.reversedSourceId
        ? { kind: row.reversedKind, sourceId: row.reversedSourceId, entryId: row.reversesId }
        : null,
    description: row.description,
    gross: row.grossMinor,
    commissionRateBps: row.commissionBps,
    commission: row.commissionMinor,
    feeRateBps: row.feeBps,
    fee: row.feeMinor,
    net: row.netMinor,
    currency: row.currency,
    state: row.state,
    occurredAt: row.occurredAt.toISOString(),
    releasesAt: row.releaseAt.toISOString(),
    payoutId: row.payoutId,
  };
}

/** The first instant of `yyyy-mm` and of the month after, in UTC. */
export function monthRange(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return { from: new Date(Date.UTC(year, m - 1, 1)), until: new Date(Date.UTC(year, m, 1)) };
}

const DAY_MS = 24 * 60 * 60 * 1000;

export function createEarningsService(deps: {
  repository: EarningsRepository;
  ownership: ShopOwnership;
  config: Pick<EarningsConfig, 'commissionBps'>;
  clock: () => Date;
  /** Writes the staff audit entry in the change's transaction (staff module). */
  audit: (
    tx: Transaction,
    input: {
      actor: { id: string; name: string; email: string };
      action: string;
      subject: { type: string; id: string };
      before: unknown;
      after: unknown;
      reason?: string | null;
    },
  ) => Promise<unknown>;
}) {
  const { repository, clock } = deps;

  /** Another shop's id answers 404, as if it did not exist. */
  async function requireRuns(userId: string, shopId: string) {
    if (!(await deps.ownership.runs(userId, shopId))) throw notFound('Shop');
  }

  return {
    requireRuns,

    async list(
      userId: string,
      query: {
        shopId: string;
        kind?: EarningKind;
        state?: EarningState;
        fromDate?: string;
        toDate?: string;
      },
      page: Page,
      paging: { page: number; limit: number },
    ): Promise<EarningsPage> {
      await requireRuns(userId, query.shopId);
      const now = clock();
      const filters = {
        kind: query.kind,
        state: query.state,
        from: query.fromDate ? new Date(`${query.fromDate}T00:00:00Z`) : undefined,
        until: query.toDate
          ? new Date(new Date(`${query.toDate}T00:00:00Z`).getTime() + DAY_MS)
          : undefined,
      };
      const [{ items, total }, balances] = await Promise.all([
        repository.list(query.shopId, filters, page, now),
        repository.balances(query.shopId, now),
      ]);
      return {
        items: items.map(toEntry),
        total,
        page: paging.page,
        limit: paging.limit,
        balances: { ...balances, currency: 'INR' },
      };
    },

    /** One month's totals: what the shop earned, the commission and its GST, fees and payouts. */
    async statement(userId: string | null, shopId: string, month: string): Promise<Statement> {
      if (userId !== null) await requireRuns(userId, shopId);
      const facts = await repository.shopFacts(shopId);
      if (!facts) throw notFound('Shop');
      const { from, until } = monthRange(month);
      const [rows, payouts] = await Promise.all([
        repository.statementTotals(shopId, from, until),
        repository.paidPayouts(shopId, from, until),
      ]);
      const byKind = rows.map((r) => ({
        kind: r.kind,
        count: r.count,
        gross: Number(r.gross),
        commission: Number(r.commission),
        fees: Number(r.fees),
        net: Number(r.net),
      }));
      const sum = (pick: (r: (typeof byKind)[number]) => number) =>
        byKind.reduce((total, r) => total + pick(r), 0);
      const commission = sum((r) => r.commission);
      return {
        shopId,
        shopName: facts.name,
        month,
        currency: 'INR',
        entryCount: sum((r) => r.count),
        gross: sum((r) => r.gross),
        commission,
        gstOnCommission: ofRate(commission, GST_ON_COMMISSION_BPS),
        fees: sum((r) => r.fees),
        net: sum((r) => r.net),
        payoutsPaid: payouts.amount,
        payoutCount: payouts.count,
        byKind,
      };
    },

    /**
     * Staff's commission report: the ledger's entries that occurred from `from` to `to` (whole
     * UTC days), per shop and per kind, with totals. GST is 18% of each shop's commission (as
     * its statement and invoice have it); the totals' GST is the shops' sum.
     */
    async commissionReport(from: string, to: string): Promise<CommissionReport> {
      const start = new Date(`${from}T00:00:00Z`);
      const until = new Date(new Date(`${to}T00:00:00Z`).getTime() + DAY_MS);
      const rows = (await repository.commissionTotals(start, until)).map((r) => ({
        ...r,
        gross: Number(r.gross),
        commission: Number(r.commission),
        fees: Number(r.fees),
        net: Number(r.net),
      }));
      type Sums = Omit<CommissionReport['totals'], 'gstOnCommission'>;
      const empty = (): Sums => ({ count: 0, gross: 0, commission: 0, fees: 0, net: 0 });
      const add = (into: Sums, r: Sums) => {
        into.count += r.count;
        into.gross += r.gross;
        into.commission += r.commission;
        into.fees += r.fees;
        into.net += r.net;
        return into;
      };
      const withGst = (sums: Sums) => ({
        ...sums,
        gstOnCommission: ofRate(sums.commission, GST_ON_COMMISSION_BPS),
      });
      const shops = new Map<string, { shopName: string; sums: Sums }>();
      const kinds = new Map<EarningKind, Sums>();
      for (const r of rows) {
        const shop = shops.get(r.shopId) ?? { shopName: r.shopName, sums: empty() };
        shops.set(r.shopId, { shopName: shop.shopName, sums: add(shop.sums, r) });
        kinds.set(r.kind, add(kinds.get(r.kind) ?? empty(), r));
      }
      const byShop = [...shops].map(([shopId, { shopName, sums }]) => ({
        shopId,
        shopName,
        ...withGst(sums),
      }));
      const totals = byShop.reduce(
        (all, shop) => ({
          ...add(all, shop),
          gstOnCommission: all.gstOnCommission + shop.gstOnCommission,
        }),
        { ...empty(), gstOnCommission: 0 },
      );
      return {
        from,
        to,
        currency: 'INR',
        byKind: EARNING_KINDS.filter((kind) => kinds.has(kind)).map((kind) => ({
          kind,
          ...withGst(kinds.get(kind)!),
        })),
        byShop,
        totals,
      };
    },

    async bankAccount(userId: string, shopId: string) {
      await requireRuns(userId, shopId);
      const row = await repository.findBankAccount(shopId);
      return { bankAccount: row ? toBankAccount(row) : null };
    },

    async saveBankAccount(
      userId: string,
      input: { shopId: string; holderName: string; accountNumber: string; ifsc: string },
    ): Promise<BankAccount> {
      await requireRuns(userId, input.shopId);
      const row = await repository.transaction((tx) =>
        repository.saveBankAccount(tx, { ...input, by: userId }),
      );
      return toBankAccount(row);
    },

    async commissionRates(shopId: string): Promise<CommissionRates> {
      const facts = await repository.shopFacts(shopId);
      if (!facts) throw notFound('Shop');
      const overrides = new Map(
        (await repository.commissionOverrides(shopId)).map((o) => [o.kind, o.rateBps]),
      );
      return {
        shopId,
        rates: EARNING_CAUSES.map((kind) => ({
          kind,
          rateBps: overrides.get(kind) ?? deps.config.commissionBps[kind],
          overridden: overrides.has(kind),
        })),
      };
    },

    /** Staff set (or, with null, clear) a shop's own commission rate; audited in the same transaction. */
    async setCommission(actor: AuthUser, shopId: string, input: CommissionInput) {
      const before = await this.commissionRates(shopId);
      await repository.transaction(async (tx) => {
        await repository.setCommissionOverride(tx, shopId, input.kind, input.rateBps);
        await deps.audit(tx, {
          actor: { id: actor.id, name: actor.name, email: actor.email },
          action: 'shops.commission',
          subject: { type: 'shop', id: shopId },
          before: before.rates.find((r) => r.kind === input.kind),
          after: { kind: input.kind, rateBps: input.rateBps },
          reason: input.reason,
        });
      });
      return this.commissionRates(shopId);
    },
  };
}

export type EarningsService = ReturnType<typeof createEarningsService>;

export const conflict = (message: string) => new AppError('CONFLICT', message);
