import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// The rules of an offer's code, and why a code entered at checkout does not apply.

/**
 * Who may use an offer's code and on what. Absent or empty lists put no limit: a platform offer
 * may name shops and categories; a shop's offer may name categories, and applies only to that
 * shop's lines whatever it names.
 */
export const offerRulesSchema = z.object({
  /** The least the lines it applies to must add up to, in minor units of INR; null: none. */
  minimumAmountMinor: z.number().int().positive().nullable(),
  /** Only on the customer's first order (an order placed and not cancelled before this one). */
  firstOrderOnly: z.boolean(),
  /** How many checkouts one customer may use it in; null: no limit. */
  perCustomerLimit: z.number().int().positive().nullable(),
  /** Platform offers only: the shops whose lines it applies to; empty: every shop. */
  shopIds: z.array(z.uuid()),
  /** The categories (slugs) whose lines it applies to; empty: every category. */
  categorySlugs: z.array(z.string()),
});
export type OfferRules = z.infer<typeof offerRulesSchema>;

export const NO_OFFER_RULES: OfferRules = {
  minimumAmountMinor: null,
  firstOrderOnly: false,
  perCustomerLimit: null,
  shopIds: [],
  categorySlugs: [],
};

/** Why a code does not apply; the web branches on these, the message is for people. */
export const CODE_REFUSALS = [
  'unknown',
  'not_yet_valid',
  'expired',
  'first_order_only',
  'use_limit_reached',
  'no_matching_items',
  'below_minimum',
  'currency_mismatch',
  'better_code_applies',
] as const;
export const codeRefusalSchema = z.enum(CODE_REFUSALS);
export type CodeRefusal = z.infer<typeof codeRefusalSchema>;

export const codeRefusalMessages: Record<CodeRefusal, string> = {
  unknown: 'No offer has this code for the items in your cart.',
  not_yet_valid: 'This code is not valid yet.',
  expired: 'This code has expired.',
  first_order_only: 'This code is for a first order only.',
  use_limit_reached: 'You have already used this code as many times as it allows.',
  no_matching_items: 'This code does not apply to any item in your cart.',
  below_minimum: 'The items this code applies to do not reach its minimum amount.',
  currency_mismatch: 'This code is in another currency.',
  better_code_applies: 'Another code gives these items a bigger discount.',
};

// ---------------------------------------------------------------------------------------------
// Setting the rules: in an offer's create (absent: none) and update (replaces them all).

const wholeNumber = { error: 'must be a whole number' };

export const offerRulesInputSchema = z.object({
  minimumAmountMinor: z
    .number(wholeNumber)
    .int('must be a whole number')
    .min(1, 'must be more than 0')
    .max(100_000_000, 'at most 1,000,000 rupees')
    .nullable()
    .default(null),
  firstOrderOnly: z.boolean({ error: 'must be true or false' }).default(false),
  perCustomerLimit: z
    .number(wholeNumber)
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(1000, 'at most 1000')
    .nullable()
    .default(null),
  shopIds: z
    .array(z.uuid('must be shop ids'))
    .max(50, 'at most 50 shops')
    .default([])
    .transform((ids) => [...new Set(ids)]),
  categorySlugs: z
    .array(z.string().trim().min(1, 'must be category slugs'))
    .max(30, 'at most 30 categories')
    .default([])
    .transform((slugs) => [...new Set(slugs)]),
});
export type OfferRulesInput = z.output<typeof offerRulesInputSchema>;

/** A shop's code applies to its own lines only: naming shops is refused. */
export const shopOfferRulesInputSchema = offerRulesInputSchema.omit({ shopIds: true }).strict();
