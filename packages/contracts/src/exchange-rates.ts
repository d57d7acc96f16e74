import { z } from 'zod';

// Prices are charged in INR. A viewer who prefers another currency sees an approximate amount in
// it beside each price, from these rates; nothing is ever charged or settled with them.

/** `GET /exchange-rates` (and the EXCHANGE_RATES_FILE the server may be given). */
export const exchangeRatesSchema = z.object({
  /** The currency the rates are against: one unit of it buys `rates[code]` of each currency. */
  base: z.string().length(3, 'must be a 3-letter currency code').toUpperCase(),
  /** The day the rates are of. */
  asOf: z.iso.date('must be a date like 2026-11-28'),
  /** Where they come from, in words. */
  source: z.string().trim().min(1, 'must say where the rates come from').max(200),
  rates: z.record(
    z.string().length(3, 'must be 3-letter currency codes'),
    z.number().positive('must be positive numbers'),
  ),
});
export type ExchangeRates = z.infer<typeof exchangeRatesSchema>;

export { approximateMinor } from './money.ts';
