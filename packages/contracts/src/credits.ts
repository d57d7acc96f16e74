import { z } from 'zod';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

const isoDateTime = z.iso.datetime();

// ---------------------------------------------------------------------------------------------
// Plans: GET /plans/credits (public)

/** A credit plan a customer can buy; the price is in minor units of `currency` (paise for INR). */
export const creditPlanSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int().positive(),
  priceMinor: z.number().int().nonnegative(),
  currency: z.string().length(3),
  /** Purchased credits expire this many days after payment. */
  validityDays: z.number().int().positive(),
  /** Shown with a "Most popular" mark. */
  popular: z.boolean(),
});
export type CreditPlan = z.infer<typeof creditPlanSchema>;

export const creditPlanListQuerySchema = pageQuerySchema.extend({
  /** Matches the plan's name or description. */
  searchKey: searchKeyQuery,
  download: downloadQuery.optional(),
});
export type CreditPlanListQuery = z.infer<typeof creditPlanListQuerySchema>;

export const creditPlanPageSchema = pageOf(creditPlanSchema);
export type CreditPlanPage = z.infer<typeof creditPlanPageSchema>;

// ---------------------------------------------------------------------------------------------
// The ledger: GET /user/credits and GET /user/used-credits

export const CREDIT_ENTRY_KINDS = [
  'purchase',
  'meeting_debit',
  'refund',
  'referral_bonus',
  'staff_adjustment',
  'expiry',
] as const;
export const creditEntryKindSchema = z.enum(CREDIT_ENTRY_KINDS);
export type CreditEntryKind = z.infer<typeof creditEntryKindSchema>;

export const creditEntryKindLabels: Record<CreditEntryKind, string> = {
  purchase: 'Purchase',
  meeting_debit: 'Video meeting',
  refund: 'Refund',
  referral_bonus: 'Referral bonus',
  staff_adjustment: 'Adjustment by staff',
  expiry: 'Expired',
};

/** What a change is about: ('payment_order', id), ('booking', id), … */
export const creditReferenceSchema = z.object({ type: z.string(), id: z.string() });
export type CreditReference = z.infer<typeof creditReferenceSchema>;

/** One change of a user's credits; `delta` is positive for grants and negative for debits. */
export const creditLedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: creditEntryKindSchema,
  delta: z.number().int(),
  balanceAfter: z.number().int().nonnegative(),
  description: z.string(),
  reference: creditReferenceSchema.nullable(),
  /** When the credits of a purchase expire; null for debits and grants that never expire. */
  expiresAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type CreditLedgerEntry = z.infer<typeof creditLedgerEntrySchema>;

export const EXPIRING_SOON_DAYS = 30;

export const userCreditsQuerySchema = pageQuerySchema.extend({
  kind: creditEntryKindSchema.optional(),
  download: downloadQuery.optional(),
});
export type UserCreditsQuery = z.infer<typeof userCreditsQuerySchema>;

/** The balance, what expires within `withinDays`, and one page of the ledger (newest first). */
export const userCreditsSchema = pageOf(creditLedgerEntrySchema).extend({
  balance: z.number().int().nonnegative(),
  expiringSoon: z.object({
    credits: z.number().int().nonnegative(),
    withinDays: z.number().int(),
    /** The first expiry among the credits still unspent; null when none expire. */
    nextExpiresAt: isoDateTime.nullable(),
  }),
});
export type UserCredits = z.infer<typeof userCreditsSchema>;

/** A debit as the "used credits" list shows it: how many credits went on what. */
export const usedCreditSchema = z.object({
  id: z.number().int(),
  kind: creditEntryKindSchema,
  credits: z.number().int().positive(),
  description: z.string(),
  reference: creditReferenceSchema.nullable(),
  createdAt: isoDateTime,
});
export type UsedCredit = z.infer<typeof usedCreditSchema>;

export const usedCreditsQuerySchema = pageQuerySchema.extend({
  download: downloadQuery.optional(),
});
export type UsedCreditsQuery = z.infer<typeof usedCreditsQuerySchema>;

export const usedCreditsPageSchema = pageOf(usedCreditSchema).extend({
  /** All credits ever used (expiry is not use). */
  totalUsed: z.number().int().nonnegative(),
});
export type UsedCreditsPage = z.infer<typeof usedCreditsPageSchema>;
