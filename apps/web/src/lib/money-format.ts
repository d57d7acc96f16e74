import type { Discount, Money, PriceRange } from '@vitrine/contracts/catalogue';
import type { ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { approximateMinor, formatMoney, formatPrice, minorToMajor } from '@vitrine/contracts/money';
import { useMoneyPreferences, type MoneyPreferences } from './money-preferences.tsx';

export type MoneyFormat = ReturnType<typeof moneyFormat>;

/** The pure formatters live with the money rules, shared with the server. */
export { formatMoney, formatPrice };

/*
 * Every amount the app writes in figures is written here. The pure formatters below take the
 * locale as given; `moneyFormat`/`useMoneyFormat` add the viewer's locale and the approximate
 * amount in the viewer's currency. Words: lib/amount-in-words.ts (it loads the words tables).
 */

/** "₹349 – ₹39,049", or one amount when both ends are equal. */
export function formatPriceRange(
  { minMinor, maxMinor, currency }: PriceRange,
  locale?: string,
): string {
  const min = formatPrice({ amountMinor: minMinor, currency }, locale);
  if (minMinor === maxMinor) return min;
  return `${min} – ${formatPrice({ amountMinor: maxMinor, currency }, locale)}`;
}

/** "20% off" or "₹500 off". */
export function formatDiscount(discount: Discount, locale?: string): string {
  return discount.kind === 'percent'
    ? `${discount.percent}% off`
    : `${formatPrice(discount.amount, locale)} off`;
}

/**
 * "approx. €24.37": `amountMinor` of `from` in `to` by `rates`, to the unit from 100 up;
 * undefined in its own currency or without a rate.
 */
function approximately(
  amountMinor: number,
  from: string,
  to: string | null,
  rates: ExchangeRates | null,
  locale: string,
): string | undefined {
  if (!to || !rates || to === from) return undefined;
  const minor = approximateMinor(amountMinor, from, to, rates);
  if (minor === undefined) return undefined;
  const major = minorToMajor(minor, to);
  const whole =
    Math.abs(major) >= 100 ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {};
  return `approx. ${new Intl.NumberFormat(locale, { style: 'currency', currency: to, ...whole }).format(major)}`;
}

/**
 * The formatters above in the viewer's locale (en-IN by default). An amount keeps its own currency (prices are charged in INR); when the viewer prefers
 * another currency and `rates` know it, an approximate amount in it follows in brackets:
 * "₹2,499 (approx. €24.37)". Words: lib/amount-in-words.ts (it loads the words tables).
 */
export function moneyFormat({ locale, currency, rates }: MoneyPreferences) {
  // The defaults: amounts in en-IN, prices in INR.
  const resolved = locale ?? 'en-IN';
  const withApprox = (text: string, approx: string | undefined) =>
    approx ? `${text} (${approx})` : text;
  const approx = (amountMinor: number, code: string) =>
    approximately(amountMinor, code, currency, rates, resolved);
  return {
    locale: resolved,
    currency: currency ?? 'INR',
    /** The rates' day, when approximate amounts are shown. */
    ratesAsOf: currency && rates && currency !== rates.base ? rates.asOf : null,
    /** To the last minor unit: "₹499.00". */
    money: (amountMinor: number, code: string) =>
      withApprox(formatMoney(amountMinor, code, resolved), approx(amountMinor, code)),
    /** A catalogue price, compact: "₹2,499". */
    price: (money: Money) =>
      withApprox(formatPrice(money, resolved), approx(money.amountMinor, money.currency)),
    priceRange: (range: PriceRange) => {
      const low = approx(range.minMinor, range.currency);
      const high = approx(range.maxMinor, range.currency);
      const both =
        low && high
          ? range.minMinor === range.maxMinor
            ? low
            : `${low} – ${high.replace(/^approx\. /, '')}`
          : undefined;
      return withApprox(formatPriceRange(range, resolved), both);
    },
    discount: (discount: Discount) => formatDiscount(discount, resolved),
  };
}

/** The amount formatters for the signed-in viewer (en-IN and INR for visitors). */
export function useMoneyFormat(): MoneyFormat {
  return moneyFormat(useMoneyPreferences());
}
