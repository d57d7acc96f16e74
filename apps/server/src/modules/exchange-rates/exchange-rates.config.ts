import { readFileSync } from 'node:fs';
import { exchangeRatesSchema, type ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { z } from 'zod';
import { declareConfig, optionalString } from '../../platform/config.ts';

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    /** EXCHANGE_RATES_FILE's rates, read at start; undefined: the shipped table. */
    exchangeRates: ExchangeRates | undefined;
  }
}

/** The rates in EXCHANGE_RATES_FILE, or a problem naming the variable when unreadable. */
function exchangeRatesFile(file: string | undefined, problems: string[]) {
  if (!file) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    problems.push(`EXCHANGE_RATES_FILE: cannot read ${file} as JSON (${(error as Error).message})`);
    return undefined;
  }
  const checked = exchangeRatesSchema.safeParse(json);
  if (!checked.success) {
    const issue = checked.error.issues[0]!;
    problems.push(
      `EXCHANGE_RATES_FILE: ${file} must hold { base, asOf, source, rates } (${issue.path.join('.') || 'root'} ${issue.message})`,
    );
    return undefined;
  }
  return checked.data;
}

/** The variables the exchange-rates module reads. */
export const exchangeRatesConfigDeclaration = declareConfig(
  z.object({
    /**
     * A JSON file of exchange rates ({ base, asOf, source, rates }) for the approximate amounts
     * shown beside prices in a viewer's currency; the shipped, dated table when unset.
     */
    EXCHANGE_RATES_FILE: optionalString,
  }),
  (e, _context, problems) => ({
    exchangeRates: exchangeRatesFile(e.EXCHANGE_RATES_FILE, problems),
  }),
);
