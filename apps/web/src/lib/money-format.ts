import type { Discount, Money, PriceRange } from '@vitrine/contracts/catalogue';
import { formatDiscount, formatPrice, formatPriceRange } from './format-catalogue.ts';
import { formatMoney } from './format-money.ts';
import { useMoneyPreferences, type MoneyPreferences } from './money-preferences.tsx';

export type MoneyFormat = ReturnType<typeof moneyFormat>;

/**
 * Every way the app writes an amount in figures, in one place, in the viewer's locale (en-IN by
 * default). An amount keeps its own currency (nothing is converted); the preferred currency is
 * the one for amounts without one. Words: lib/amount-in-words.ts (it loads the words tables).
 */
export function moneyFormat({ locale, currency }: MoneyPreferences) {
  // Spec §9's defaults: amounts in en-IN, prices in INR.
  const resolved = locale ?? 'en-IN';
  return {
    locale: resolved,
    currency: currency ?? 'INR',
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
  return moneyFormat(useMoneyPreferences());
}
