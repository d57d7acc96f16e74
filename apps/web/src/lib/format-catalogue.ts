import type { Discount, Money, PriceRange, RatingSummary } from '@vitrine/contracts/catalogue';
import { minorToMajor } from '@vitrine/contracts/money';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * A catalogue price, compact: 249900 INR is "₹2,499" (paise only when there are some), with
 * Indian digit grouping for rupees. lib/format-money.ts is for amounts to the last paisa.
 */
export function formatPrice({ amountMinor, currency }: Money, locale?: string): string {
  const key = `${locale ?? ''}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale ?? (currency === 'INR' ? 'en-IN' : undefined), {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
    });
    moneyFormats.set(key, format);
  }
  return format.format(minorToMajor(amountMinor, currency));
}

/** "₹349 – ₹39,049", or one amount when both ends are equal. */
export function formatPriceRange(
  { minMinor, maxMinor, currency }: PriceRange,
  locale?: string,
): string {
  const min = formatPrice({ amountMinor: minMinor, currency }, locale);
  if (minMinor === maxMinor) return min;
  return `${min} – ${formatPrice({ amountMinor: maxMinor, currency }, locale)}`;
}

/** "4.6" with one decimal, as stars are usually shown. */
export const formatRating = (average: number) => average.toFixed(1);

/** What a screen reader hears for a rating: "Rated 4.6 out of 5 from 120 reviews". */
export function describeRating({ average, count }: RatingSummary): string {
  if (count === 0) return 'No ratings yet';
  return `Rated ${formatRating(average)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** "20% off" or "₹500 off". */
export function formatDiscount(discount: Discount, locale?: string): string {
  return discount.kind === 'percent'
    ? `${discount.percent}% off`
    : `${formatPrice(discount.amount, locale)} off`;
}

/** "1 shop", "42 shops". */
export const countOf = (count: number, one: string, many: string) =>
  `${count.toLocaleString()} ${count === 1 ? one : many}`;
