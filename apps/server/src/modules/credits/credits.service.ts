import {
  EXPIRING_SOON_DAYS,
  type CreditLedgerEntry,
  type CreditPlan,
  type CreditPlanListQuery,
  type CreditPlanPage,
  type UsedCredit,
  type UsedCreditsPage,
  type UsedCreditsQuery,
  type UserCredits,
  type UserCreditsQuery,
} from '@vitrine/contracts/credits';
import {
  expireLapsedGrants,
  lockAccount,
  type CreditPlanRecord,
  type CreditsRepository,
  type LedgerEntryRecord,
} from './credits.repository.ts';
import type { UserAnswers } from './user-answers.ts';
import { exportPage } from '../../platform/lib/list-export.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const referenceOf = (entry: LedgerEntryRecord) =>
  entry.referenceType && entry.referenceId
    ? { type: entry.referenceType, id: entry.referenceId }
    : null;

export const toLedgerEntry = (entry: LedgerEntryRecord): CreditLedgerEntry => ({
  id: entry.id,
  kind: entry.kind,
  delta: entry.delta,
  balanceAfter: entry.balanceAfter,
  description: entry.description,
  reference: referenceOf(entry),
  expiresAt: entry.expiresAt?.toISOString() ?? null,
  createdAt: entry.createdAt.toISOString(),
});

const toUsedCredit = (entry: LedgerEntryRecord): UsedCredit => ({
  id: entry.id,
  kind: entry.kind,
  credits: -entry.delta,
  description: entry.description,
  reference: referenceOf(entry),
  createdAt: entry.createdAt.toISOString(),
});

export const toCreditPlan = (plan: CreditPlanRecord): CreditPlan => ({
  id: plan.id,
  name: plan.name,
  description: plan.description,
  credits: plan.credits,
  priceMinor: plan.priceMinor,
  currency: plan.currency,
  validityDays: plan.validityDays,
  popular: plan.popular,
});

export function createCreditsService({
  creditsRepository,
  clock,
  answers,
}: {
  creditsRepository: CreditsRepository;
  clock: () => Date;
  /** Remembered `/user/credits` answers (user-answers.ts); none when absent. */
  answers?: UserAnswers<UserCredits>;
}) {
  /** Writes the expiry of the user's lapsed grants, so what is shown is what can be spent. */
  const expireLapsed = async (userId: string, at: Date) => {
    if (!(await creditsRepository.hasLapsedGrants(userId, at))) return { expired: [] };
    return creditsRepository.transaction(async (tx) => {
      const balance = await lockAccount(tx, userId);
      return expireLapsedGrants(tx, userId, balance, at);
    });
  };

  return {
    /** The balance, what expires soon and a page of the ledger; remembered briefly per user. */
    async getUserCredits(
      userId: string,
      query: Omit<UserCreditsQuery, 'download'>,
    ): Promise<UserCredits> {
      const now = clock().getTime();
      const key = `${query.kind ?? ''}|${query.page}|${query.limit}`;
      const remembered = answers?.recall(userId, key, now);
      if (remembered) return remembered;
      const mark = answers?.mark() ?? 0;
      const answer = await this.readUserCredits(userId, query);
      const next = answer.expiringSoon.nextExpiresAt;
      answers?.remember(userId, key, answer, {
        mark,
        now,
        until: next === null ? undefined : Date.parse(next),
      });
      return answer;
    },

    async readUserCredits(
      userId: string,
      query: Omit<UserCreditsQuery, 'download'>,
      expired = false,
    ): Promise<UserCredits> {
      const now = clock();
      // Two queries side by side (the summary and the page); grants that lapsed unspent are
      // written off first, then everything is read again (rare: the sweep also does it).
      const [summary, items] = await Promise.all([
        creditsRepository.findCreditsSummary(userId, {
          now,
          until: new Date(now.getTime() + EXPIRING_SOON_DAYS * DAY_MS),
          kind: query.kind,
        }),
        creditsRepository.listEntriesPage(userId, { kind: query.kind, page: query }),
      ]);
      if (summary.lapsed && !expired) {
        await expireLapsed(userId, now);
        return this.readUserCredits(userId, query, true);
      }
      return {
        balance: summary.balance,
        expiringSoon: {
          credits: summary.expiring.credits,
          withinDays: EXPIRING_SOON_DAYS,
          nextExpiresAt: summary.expiring.nextExpiresAt?.toISOString() ?? null,
        },
        items: items.map(toLedgerEntry),
        total: summary.total,
        page: query.page,
        limit: query.limit,
      };
    },

    /** Every ledger entry of the user (optionally of one kind), for a download. */
    async listAllEntries(
      userId: string,
      kind: UserCreditsQuery['kind'] | undefined,
      maxRows: number,
    ): Promise<CreditLedgerEntry[]> {
      await expireLapsed(userId, clock());
      const { items } = await creditsRepository.listEntries(userId, {
        kind,
        page: exportPage(maxRows),
      });
      return items.map(toLedgerEntry);
    },

    async getUsedCredits(
      userId: string,
      query: Omit<UsedCreditsQuery, 'download'>,
    ): Promise<UsedCreditsPage> {
      const { items, total, totalUsed } = await creditsRepository.listDebits(userId, query);
      return {
        items: items.map(toUsedCredit),
        total,
        page: query.page,
        limit: query.limit,
        totalUsed,
      };
    },

    async listAllUsedCredits(userId: string, maxRows: number): Promise<UsedCredit[]> {
      const { items } = await creditsRepository.listDebits(userId, exportPage(maxRows));
      return items.map(toUsedCredit);
    },

    async listPlans(query: Omit<CreditPlanListQuery, 'download'>): Promise<CreditPlanPage> {
      const { items, total } = await creditsRepository.listPlans({
        searchKey: query.searchKey,
        page: query,
      });
      return { items: items.map(toCreditPlan), total, page: query.page, limit: query.limit };
    },

    async listAllPlans(searchKey: string | undefined, maxRows: number): Promise<CreditPlan[]> {
      const { items } = await creditsRepository.listPlans({
        searchKey,
        page: exportPage(maxRows),
      });
      return items.map(toCreditPlan);
    },

    /** The sweep: expires lapsed grants of users who have not touched their credits since. */
    async expireLapsedCredits(): Promise<number> {
      const now = clock();
      let expired = 0;
      for (const userId of await creditsRepository.findUsersWithLapsedGrants(now, 500)) {
        expired += (await expireLapsed(userId, now)).expired.length;
      }
      return expired;
    },
  };
}

export type CreditsService = ReturnType<typeof createCreditsService>;
