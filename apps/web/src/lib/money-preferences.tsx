import type { ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { createContext, useContext } from 'react';

/**
 * The viewer's preferences for amounts: the profile's locale (the server keeps only the 26 locales
 * amounts are written in) and currency; null for the defaults (en-IN, INR). `rates` (GET
 * /exchange-rates, only asked for a currency other than INR) turn a price into an approximate
 * amount in that currency, shown beside it; null until they load, or when they cannot. Kept apart
 * from the formatters so the app shell can provide them without loading the words tables.
 */
export type MoneyPreferences = {
  locale: string | null;
  currency: string | null;
  rates: ExchangeRates | null;
};

/**
 * Provided by the app from the signed-in profile (`<MoneyPreferencesContext value={…}>`, a
 * stable object: every consumer re-renders when it changes); without it, the defaults.
 */
export const MoneyPreferencesContext = createContext<MoneyPreferences>({
  locale: null,
  currency: null,
  rates: null,
});

export const useMoneyPreferences = () => useContext(MoneyPreferencesContext);
