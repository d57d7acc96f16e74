import type { Discount, Money, PriceRange } from '@vitrine/contracts/catalogue';
import { useMemo } from 'react';
import { formatDiscount, formatPrice, formatPriceRange } from './format-catalogue.ts';
import { formatMoney } from './format-money.ts';
import { useMoneyPreferences, type MoneyPreferences } from './money-preferences.tsx';

/** Spec §9's defaults: amounts in en-IN, prices in INR. */
export const DEFAULT_MONEY_LOCALE = 'en-IN';
export const DEFAULT_MONEY_CURRENCY = 'INR';

export type MoneyFormat = ReturnType<typeof moneyFormat>;

/**
 * Every way the app writes an amount in figures, in one place, in the viewer's locale (en-IN by
 * default). An amount keeps its own currency (nothing is converted); the preferred currency is
 * the one for amounts without one. Words: lib/amount-in-words.ts (it loads the words tables).
 */
export function moneyFormat({ locale, currency }: MoneyPreferences) {
  const resolved = locale ?? DEFAULT_MONEY_LOCALE;
  return {
    locale: resolved,
    currency: currency ?? DEFAULT_MONEY_CURRENCY,
    /** To the last minor unit: "₹499.00". */
    money: (amountMinor: number, code: string) => formatMoney(amountMinor, code, resolved),
    /** A catalogue price, compact: "₹2,499". */
    price: (money: Money) => formatPrice(money, resolved),
    priceRange: (range: PriceRange) => formatPriceRange(range, resolved),
    discount: (discount: Discount) => formatDiscount(discount, resolved),
  };
}

/** The amount formatters for the signed-in viewer (en-IN and INR for visitors). */
export function useMoneyFormat(): MoneyFormat {
  const preferences = useMoneyPreferences();
  return useMemo(() => moneyFormat(preferences), [preferences]);
}
