import { api } from '../../../lib/api.ts';

/** The api slice with the earnings tags: a payout request refreshes the ledger and the payouts. */
export const earningsApi = api.enhanceEndpoints({
  addTagTypes: ['Earnings', 'Payouts', 'BankAccount'],
});

/** A query string's parameters without the empty ones. */
export const presentParams = (args: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(args).filter(([, value]) => value !== undefined && value !== ''),
  ) as Record<string, string | number>;

/** A staff report's period: days (yyyy-mm-dd), both included. */
export type ReportPeriod = { from: string; to: string };
