import type { Discount, Money, PriceRange } from '@vitrine/contracts/catalogue';
import {
  DEFAULT_CURRENCY,
  minorUnitsInWords,
  resolveWordsLocale,
} from '@vitrine/contracts/money-words';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { formatDiscount, formatPrice, formatPriceRange } from './format-catalogue.ts';
import { formatMoney } from './format-money.ts';

/** The viewer's preferences for amounts: the profile's locale and currency (spec §9). */
export type MoneyPreferences = { locale: string | null; currency: string | null };

const MoneyPreferencesContext = createContext<MoneyPreferences>({ locale: null, currency: null });

/** Given by the app from the signed-in profile; without it, en-IN and INR. */
export function MoneyPreferencesProvider({
  preferences,
  children,
}: {
  preferences: MoneyPreferences;
  children: ReactNode;
}) {
  const { locale, currency } = preferences;
  const value = useMemo(() => ({ locale, currency }), [locale, currency]);
  return (
    <MoneyPreferencesContext.Provider value={value}>{children}</MoneyPreferencesContext.Provider>
  );
}

export type MoneyFormat = ReturnType<typeof moneyFormat>;

/**
 * Every way the app writes an amount, in one place: figures in the viewer's locale (one of the
 * 26 of amounts in words, else en-IN, spec §9) and words in it too. An amount keeps its own
 * currency (nothing is converted); the preferred currency is the one for amounts without one.
 */
export function moneyFormat({ locale, currency }: MoneyPreferences) {
  const resolved = resolveWordsLocale(locale ?? undefined);
  return {
    locale: resolved,
    currency: currency ?? DEFAULT_CURRENCY,
    /** To the last minor unit: "₹499.00". */
    money: (amountMinor: number, code: string) => formatMoney(amountMinor, code, resolved),
    /** A catalogue price, compact: "₹2,499". */
    price: (money: Money) => formatPrice(money, resolved),
    priceRange: (range: PriceRange) => formatPriceRange(range, resolved),
    discount: (discount: Discount) => formatDiscount(discount, resolved),
    /** In words, or undefined for a currency the words table does not know. */
    inWords: (amountMinor: number, code: string): string | undefined => {
      try {
        return minorUnitsInWords(amountMinor, code, resolved);
      } catch {
        return undefined;
      }
    },
  };
}

/** The amount formatters for the signed-in viewer (en-IN and INR for visitors). */
export function useMoneyFormat(): MoneyFormat {
  const preferences = useContext(MoneyPreferencesContext);
  return useMemo(() => moneyFormat(preferences), [preferences]);
}
