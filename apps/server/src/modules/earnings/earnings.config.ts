import { z } from 'zod';
import { declareConfig, optionalString, urlWithProtocols } from '../../platform/config.ts';

export type EarningsConfig = {
  commissionBps: { meeting: number; order: number; stitching_invoice: number };
  providerFeeBps: number;
  holdDays: { meeting: number; order: number; stitching_invoice: number };
  payoutMinimumMinor: number;
  payoutScheduleIntervalMs: number;
  payoutProvider:
    | { name: 'sandbox' }
    | {
        name: 'razorpayx';
        keyId: string;
        keySecret: string;
        accountNumber: string;
        webhookSecret: string;
        apiUrl: string;
      };
};

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    earnings: EarningsConfig;
  }
}

/** The variables the earnings module reads: commissions, holds and payouts. */
const earningsVariables = z.object({
  /** The platform's commission per kind, in basis points (2000 = 20%); staff may set a shop's own. */
  EARNINGS_COMMISSION_MEETING_BPS: z.coerce.number().int().min(0).max(10_000).default(2000),
  EARNINGS_COMMISSION_ORDER_BPS: z.coerce.number().int().min(0).max(10_000).default(1000),
  EARNINGS_COMMISSION_STITCHING_BPS: z.coerce.number().int().min(0).max(10_000).default(1200),
  /** The payment provider's fee on orders and invoices (Razorpay: 2% + 18% GST = 236 bps). */
  EARNINGS_PROVIDER_FEE_BPS: z.coerce.number().int().min(0).max(10_000).default(236),
  /** Days an entry is held before it is payable: meetings, orders (the return window), invoices. */
  EARNINGS_HOLD_DAYS_MEETING: z.coerce.number().int().min(0).max(365).default(2),
  EARNINGS_HOLD_DAYS_ORDER: z.coerce.number().int().min(0).max(365).default(7),
  EARNINGS_HOLD_DAYS_STITCHING: z.coerce.number().int().min(0).max(365).default(7),
  /** The smallest payout a shop may ask for, in paise (₹500). */
  PAYOUT_MINIMUM_MINOR: z.coerce.number().int().min(1).default(50_000),
  /** How often payable balances at or above the minimum are paid out by themselves; 0 = never. */
  PAYOUT_SCHEDULE_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(24 * 60 * 60 * 1000),
  /** Where payouts go: the local sandbox (no money moves) or RazorpayX. */
  PAYOUT_PROVIDER: z.enum(['sandbox', 'razorpayx']).default('sandbox'),
  RAZORPAYX_KEY_ID: optionalString,
  RAZORPAYX_KEY_SECRET: optionalString,
  /** The RazorpayX current account payouts are made from. */
  RAZORPAYX_ACCOUNT_NUMBER: optionalString,
  RAZORPAYX_WEBHOOK_SECRET: optionalString,
  /** Only for tests and egress proxies; Razorpay's own API by default. */
  RAZORPAYX_API_URL: urlWithProtocols(['http', 'https'], 'https://api.razorpay.com'),
  ALLOW_SANDBOX_IN_PRODUCTION: z.enum(['true', 'false']).default('false'),
});

/** RazorpayX needs its keys, account and webhook secret; production pays through it. */
function earningsConfig(
  e: z.infer<typeof earningsVariables>,
  isProduction: boolean,
  problems: string[],
): EarningsConfig | undefined {
  const base = {
    commissionBps: {
      meeting: e.EARNINGS_COMMISSION_MEETING_BPS,
      order: e.EARNINGS_COMMISSION_ORDER_BPS,
      stitching_invoice: e.EARNINGS_COMMISSION_STITCHING_BPS,
    },
    providerFeeBps: e.EARNINGS_PROVIDER_FEE_BPS,
    holdDays: {
      meeting: e.EARNINGS_HOLD_DAYS_MEETING,
      order: e.EARNINGS_HOLD_DAYS_ORDER,
      stitching_invoice: e.EARNINGS_HOLD_DAYS_STITCHING,
    },
    payoutMinimumMinor: e.PAYOUT_MINIMUM_MINOR,
    payoutScheduleIntervalMs: e.PAYOUT_SCHEDULE_INTERVAL_MS,
  };
  if (e.PAYOUT_PROVIDER === 'sandbox') {
    if (isProduction && e.ALLOW_SANDBOX_IN_PRODUCTION !== 'true') {
      problems.push(
        'PAYOUT_PROVIDER: the sandbox pays no shop; set PAYOUT_PROVIDER=razorpayx in production, ' +
          'or ALLOW_SANDBOX_IN_PRODUCTION=true for a demo deployment',
      );
      return undefined;
    }
    return { ...base, payoutProvider: { name: 'sandbox' } };
  }
  const names = [
    'RAZORPAYX_KEY_ID',
    'RAZORPAYX_KEY_SECRET',
    'RAZORPAYX_ACCOUNT_NUMBER',
    'RAZORPAYX_WEBHOOK_SECRET',
  ] as const;
  const missing = names.filter((name) => !e[name]);
  for (const name of missing) problems.push(`${name}: required when PAYOUT_PROVIDER=razorpayx`);
  if (missing.length > 0) return undefined;
  return {
    ...base,
    payoutProvider: {
      name: 'razorpayx',
      keyId: e.RAZORPAYX_KEY_ID!,
      keySecret: e.RAZORPAYX_KEY_SECRET!,
      accountNumber: e.RAZORPAYX_ACCOUNT_NUMBER!,
      webhookSecret: e.RAZORPAYX_WEBHOOK_SECRET!,
      apiUrl: (e.RAZORPAYX_API_URL ?? 'https://api.razorpay.com').replace(/\/$/, ''),
    },
  };
}

export const earningsConfigDeclaration = declareConfig(
  earningsVariables,
  (e, { isProduction }, problems) => ({ earnings: earningsConfig(e, isProduction, problems)! }),
);
