import type {
  BankAccount,
  EarningBalances,
  EarningEntry,
  EarningsPage,
  Payout,
  PayoutPage,
} from '@vitrine/contracts/earnings';

export const ORDER_SOURCE_ID = '00000000-0000-4000-8000-0000000000a1';

export const balances = (overrides: Partial<EarningBalances> = {}): EarningBalances => ({
  payable: 1_250_000,
  onHold: 420_000,
  inPayout: 0,
  paidOut: 3_000_000,
  currency: 'INR',
  ...overrides,
});

export const earningEntry = (overrides: Partial<EarningEntry> = {}): EarningEntry => ({
  id: 'entry-1',
  kind: 'order',
  source: { type: 'order', id: ORDER_SOURCE_ID },
  reverses: null,
  description: 'Order VT-10042',
  gross: 500_000,
  commissionRateBps: 1000,
  commission: 50_000,
  feeRateBps: 200,
  fee: 10_000,
  net: 440_000,
  currency: 'INR',
  state: 'on_hold',
  occurredAt: '2026-11-20T10:00:00.000Z',
  releasesAt: '2026-11-27T10:00:00.000Z',
  payoutId: null,
  ...overrides,
});

export const earningsPage = (
  items: EarningEntry[] = [],
  overrides: Partial<EarningsPage> = {},
): EarningsPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 20,
  balances: balances(),
  ...overrides,
});

export const bankAccount = (overrides: Partial<BankAccount> = {}): BankAccount => ({
  holderName: 'Kala Boutique LLP',
  accountNumberMasked: 'XXXXXXXXXX7890',
  ifsc: 'HDFC0001234',
  updatedAt: '2026-11-10T10:00:00.000Z',
  ...overrides,
});

export const payout = (overrides: Partial<Payout> = {}): Payout => ({
  id: 'payout-1',
  status: 'paid',
  amount: 3_000_000,
  currency: 'INR',
  entryCount: 4,
  providerReference: 'pout_123',
  utr: 'UTR123456',
  failureReason: null,
  trigger: 'schedule',
  accountNumberMasked: 'XXXXXXXXXX7890',
  retryOf: null,
  createdAt: '2026-11-15T04:00:00.000Z',
  updatedAt: '2026-11-15T06:00:00.000Z',
  paidAt: '2026-11-15T06:00:00.000Z',
  ...overrides,
});

export const payoutPage = (
  items: Payout[] = [],
  overrides: Partial<PayoutPage> = {},
): PayoutPage => ({
  items,
  total: items.length,
  page: 1,
  limit: 10,
  minimum: 100_000,
  currency: 'INR',
  ...overrides,
});
