import { z } from 'zod';
import { downloadQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/**
 * A shop's earnings and payouts (issue 17). Amounts are integer minor units (paise) of
 * `currency`; rates are basis points (1000 = 10%), so every sum stays an integer.
 */

/** What caused an entry: the three things that earn, and the reversal of one of them. */
export const EARNING_KINDS = ['meeting', 'order', 'stitching_invoice', 'reversal'] as const;
export const earningKindSchema = z.enum(EARNING_KINDS);
export type EarningKind = z.infer<typeof earningKindSchema>;
/** The kinds a commission rate is set for (a reversal uses its entry's). */
export const EARNING_CAUSES = ['meeting', 'order', 'stitching_invoice'] as const;
export const earningCauseSchema = z.enum(EARNING_CAUSES);
export type EarningCause = z.infer<typeof earningCauseSchema>;

export const earningKindLabels: Record<EarningKind, string> = {
  meeting: 'Video meeting',
  order: 'Order',
  stitching_invoice: 'Stitching invoice',
  reversal: 'Refund or return',
};

/**
 * Where an entry's money is: held until its release date, then payable, then in a payout on its
 * way to the bank, then paid out. A failed payout puts its entries back to payable.
 */
export const EARNING_STATES = ['on_hold', 'payable', 'in_payout', 'paid_out'] as const;
export const earningStateSchema = z.enum(EARNING_STATES);
export type EarningState = z.infer<typeof earningStateSchema>;

export const earningStateLabels: Record<EarningState, string> = {
  on_hold: 'On hold',
  payable: 'Payable',
  in_payout: 'In a payout',
  paid_out: 'Paid out',
};

/** One entry of a shop's earnings ledger: written once, never changed. */
export const earningEntrySchema = z.object({
  id: z.string(),
  kind: earningKindSchema,
  /** The meeting, order or invoice that earned it; for a reversal, the entry it reverses. */
  source: z.object({
    type: z.enum(['booking', 'order', 'stitching_invoice', 'earning']),
    id: z.string(),
  }),
  /** For a reversal: the kind and id of what the reversed entry was for (to link it). */
  reverses: z
    .object({ kind: earningCauseSchema, sourceId: z.string(), entryId: z.string() })
    .nullable(),
  description: z.string(),
  /** What the customer paid (negative for a reversal). */
  gross: z.number().int(),
  commissionRateBps: z.number().int(),
  commission: z.number().int(),
  feeRateBps: z.number().int(),
  fee: z.number().int(),
  /** gross − commission − fee: what the shop is owed. */
  net: z.number().int(),
  currency: z.string().length(3),
  state: earningStateSchema,
  occurredAt: z.iso.datetime(),
  releasesAt: z.iso.datetime(),
  payoutId: z.string().nullable(),
});
export type EarningEntry = z.infer<typeof earningEntrySchema>;

export const earningBalancesSchema = z.object({
  payable: z.number().int(),
  onHold: z.number().int(),
  /** In payouts queued or being processed. */
  inPayout: z.number().int(),
  paidOut: z.number().int(),
  currency: z.string().length(3),
});
export type EarningBalances = z.infer<typeof earningBalancesSchema>;

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date');

/** GET /vendor/earnings: the shop's balances and its ledger, filtered, paged or downloaded. */
export const earningsQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
  kind: earningKindSchema.optional(),
  state: earningStateSchema.optional(),
  /** Entries that occurred on or after this day (UTC). */
  fromDate: isoDate.optional(),
  /** Entries that occurred on or before this day (UTC). */
  toDate: isoDate.optional(),
  download: downloadQuery.optional(),
});
export type EarningsQuery = z.infer<typeof earningsQuerySchema>;

export const earningsPageSchema = pageOf(earningEntrySchema).extend({
  balances: earningBalancesSchema,
});
export type EarningsPage = z.infer<typeof earningsPageSchema>;

// Bank account ------------------------------------------------------------------------------

/** Indian bank account numbers are 9 to 18 digits. */
export const bankAccountNumberSchema = z
  .string()
  .meta({ examples: ['50100234567890'] })
  .transform((value) => value.trim().replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{9,18}$/, 'must be 9 to 18 digits'));

/** IFSC: 4 letters (the bank), a zero, then 6 letters or digits (the branch). */
export const ifscSchema = z
  .string()
  .trim()
  .toUpperCase()
  .pipe(z.string().regex(/^[A-Z]{4}0[A-Z0-9]{6}$/, 'must be an IFSC like HDFC0001234'))
  .meta({ examples: ['HDFC0001234'] });

/** PUT /vendor/bank-account. */
export const bankAccountInputSchema = z.object({
  shopId: z.uuid('must be a shop id'),
  holderName: z.string().trim().min(2, 'must be at least 2 characters').max(120),
  accountNumber: bankAccountNumberSchema,
  ifsc: ifscSchema,
});
export type BankAccountInput = z.input<typeof bankAccountInputSchema>;

/** The account as it is shown: never the whole number. */
export const bankAccountSchema = z.object({
  holderName: z.string(),
  /** `XXXXXX1234`: the last four digits only. */
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  updatedAt: z.iso.datetime(),
});
export type BankAccount = z.infer<typeof bankAccountSchema>;

export const shopQuerySchema = z.object({ shopId: z.uuid('must be a shop id') });

export const bankAccountAnswerSchema = z.object({ bankAccount: bankAccountSchema.nullable() });
export type BankAccountAnswer = z.infer<typeof bankAccountAnswerSchema>;

// Payouts -------------------------------------------------------------------------------------

/**
 * queued (ours, not yet at the provider) → processing (the provider has it) → paid | failed;
 * a failed payout's entries are payable again, and the payout that takes them marks it retried.
 */
export const PAYOUT_STATUSES = ['queued', 'processing', 'paid', 'failed', 'retried'] as const;
export const payoutStatusSchema = z.enum(PAYOUT_STATUSES);
export type PayoutStatus = z.infer<typeof payoutStatusSchema>;

export const payoutStatusLabels: Record<PayoutStatus, string> = {
  queued: 'Queued',
  processing: 'Processing',
  paid: 'Paid',
  failed: 'Failed',
  retried: 'Retried',
};

export const payoutSchema = z.object({
  id: z.string(),
  status: payoutStatusSchema,
  amount: z.number().int(),
  currency: z.string().length(3),
  entryCount: z.number().int(),
  /** The provider's id for the transfer (RazorpayX `pout_…`), once it has one. */
  providerReference: z.string().nullable(),
  /** The bank's reference (UTR) of a paid payout. */
  utr: z.string().nullable(),
  failureReason: z.string().nullable(),
  /** How it started: asked for in the console, or by the daily schedule. */
  trigger: z.enum(['request', 'schedule']),
  accountNumberMasked: z.string(),
  /** The failed payout whose entries this one pays again. */
  retryOf: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  paidAt: z.iso.datetime().nullable(),
});
export type Payout = z.infer<typeof payoutSchema>;

export const payoutListQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
});
export type PayoutListQuery = z.infer<typeof payoutListQuerySchema>;

export const payoutPageSchema = pageOf(payoutSchema).extend({
  /** The smallest payout a shop may ask for. */
  minimum: z.number().int(),
  currency: z.string().length(3),
});
export type PayoutPage = z.infer<typeof payoutPageSchema>;

/** POST /vendor/payouts: pays every payable entry of the shop not already in a payout. */
export const payoutRequestSchema = z.object({ shopId: z.uuid('must be a shop id') });
export type PayoutRequest = z.infer<typeof payoutRequestSchema>;

// Statements ----------------------------------------------------------------------------------

/** GST charged on the platform's commission (18%, basis points). */
export const GST_ON_COMMISSION_BPS = 1800;

const month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2026-01')
  .refine((value) => Number(value.slice(0, 4)) >= 2000, 'must be a month like 2026-01')
  .meta({ examples: ['2026-01'] });

/** The current month, yyyy-mm (UTC). */
const thisMonth = () => new Date().toISOString().slice(0, 7);

/** GET /vendor/earnings/statement: one month's statement (this month by default), as totals or (download=pdf) a PDF. */
export const statementQuerySchema = z.object({
  shopId: z.uuid('must be a shop id'),
  month: month.default(thisMonth),
  download: z.enum(['pdf'], { error: "must be 'pdf'" }).optional(),
});
export type StatementQuery = z.infer<typeof statementQuerySchema>;

export const statementSchema = z.object({
  shopId: z.string(),
  shopName: z.string(),
  month: z.string(),
  currency: z.string().length(3),
  /** Entries that occurred in the month (reversals included). */
  entryCount: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  /** GST at 18% on the commission (the platform's invoice to the shop). */
  gstOnCommission: z.number().int(),
  fees: z.number().int(),
  net: z.number().int(),
  /** Payouts paid in the month. */
  payoutsPaid: z.number().int(),
  payoutCount: z.number().int(),
  byKind: z.array(
    z.object({
      kind: earningKindSchema,
      count: z.number().int(),
      gross: z.number().int(),
      commission: z.number().int(),
      fees: z.number().int(),
      net: z.number().int(),
    }),
  ),
});
export type Statement = z.infer<typeof statementSchema>;

// Staff: commission per shop -------------------------------------------------------------------

export const commissionParamsSchema = z.object({ id: z.uuid('must be a shop id') });

/** PUT /admin/shops/{id}/commission: a shop's own rates; null goes back to the platform's. */
export const commissionInputSchema = z.object({
  kind: earningCauseSchema,
  rateBps: z.number().int().min(0).max(10_000).nullable(),
  reason: z.string().trim().min(3, 'say why, in a few words').max(500),
});
export type CommissionInput = z.infer<typeof commissionInputSchema>;

export const commissionRatesSchema = z.object({
  shopId: z.string(),
  rates: z.array(
    z.object({
      kind: earningCauseSchema,
      rateBps: z.number().int(),
      /** Whether staff set this shop's own rate (otherwise the platform's configured one). */
      overridden: z.boolean(),
    }),
  ),
});
export type CommissionRates = z.infer<typeof commissionRatesSchema>;

// Staff: payout review and the commission report ------------------------------------------------

/** GET /admin/payouts: every shop's payouts, newest first, by status and shop. */
export const adminPayoutListQuerySchema = pageQuerySchema.extend({
  status: payoutStatusSchema.optional(),
  shopId: z.uuid('must be a shop id').optional(),
});
export type AdminPayoutListQuery = z.infer<typeof adminPayoutListQuerySchema>;

export const adminPayoutSchema = payoutSchema.extend({ shopId: z.string(), shopName: z.string() });
export type AdminPayout = z.infer<typeof adminPayoutSchema>;
export const adminPayoutPageSchema = pageOf(adminPayoutSchema);
export type AdminPayoutPage = z.infer<typeof adminPayoutPageSchema>;

export const payoutParamsSchema = z.object({ id: z.uuid('must be a payout id') });

/** Today (UTC) and the first day of its month, yyyy-mm-dd. */
const today = () => new Date().toISOString().slice(0, 10);
const monthStart = () => `${today().slice(0, 8)}01`;

/**
 * GET /admin/earnings/commission-report: the ledger's entries that occurred from `from` to `to`
 * (whole UTC days, both included; this month so far by default), as JSON or `format=csv`.
 */
export const commissionReportQuerySchema = z
  .object({
    from: isoDate.optional().meta({
      description: 'the first day of this month (UTC) when absent',
      examples: ['2026-01-01'],
    }),
    to: isoDate
      .optional()
      .meta({ description: 'today (UTC) when absent', examples: ['2026-01-31'] }),
    format: z.enum(['json', 'csv'], { error: "must be 'json' or 'csv'" }).optional(),
  })
  // The defaults are filled in when a request is read, not written into the schema: a default
  // computed from the clock would make the published API document change every day.
  .transform((q) => ({ ...q, from: q.from ?? monthStart(), to: q.to ?? today() }))
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'must be on or after from' });
export type CommissionReportQuery = z.input<typeof commissionReportQuerySchema>;

const reportTotalsSchema = z.object({
  /** Ledger entries (reversals included). */
  count: z.number().int(),
  gross: z.number().int(),
  commission: z.number().int(),
  fees: z.number().int(),
  /** 18% of the commission, rounded to the paisa (per shop, as each shop is invoiced). */
  gstOnCommission: z.number().int(),
  net: z.number().int(),
});

export const commissionReportSchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string().length(3),
  byKind: z.array(reportTotalsSchema.extend({ kind: earningKindSchema })),
  byShop: z.array(reportTotalsSchema.extend({ shopId: z.string(), shopName: z.string() })),
  /** Sums of `byShop` (and, but for GST's rounding per shop, of `byKind`). */
  totals: reportTotalsSchema,
});
export type CommissionReport = z.infer<typeof commissionReportSchema>;
