/**
 * Money travels as integer minor units plus an ISO 4217 code, never as a float. These helpers
 * convert for display and exports; the number of minor digits comes from the platform's currency
 * data (INR 2, JPY 0, …).
 */
export function currencyExponent(currency: string): number {
  // Remembered per code: every amount shown asks, and making a NumberFormat costs far more than
  // the lookup (a list of prices paid it once per price on the first screen).
  let exponent = exponents.get(currency);
  if (exponent === undefined) {
    exponent =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits ?? 2;
    exponents.set(currency, exponent);
  }
  return exponent;
}
const exponents = new Map<string, number>();

/** 249900 INR → 2499; only for showing an amount, never for arithmetic on money. */
export function minorToMajor(amountMinor: number, currency: string): number {
  return shiftMinorUnits(amountMinor, currencyExponent(currency));
}

/**
 * Minor units to major units by moving the decimal point in the digits, without
 * binary-fraction surprises (123456, 2 → 1234.56; 500, 0 → 500).
 */
export function shiftMinorUnits(minor: number, minorUnitDigits: number): number {
  if (minorUnitDigits === 0) return minor;
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(minor)).padStart(minorUnitDigits + 1, '0');
  const at = digits.length - minorUnitDigits;
  return Number(`${sign}${digits.slice(0, at)}.${digits.slice(at)}`);
}

/** Rates against one base currency: one unit of `base` buys `rates[code]` of each currency. */
type RateTable = { base: string; rates: Record<string, number> };

/**
 * An amount in minor units of `from` as minor units of `to` by `table` (exchange-rates.ts),
 * rounded to the nearest minor unit; undefined when either currency has no rate. Only for
 * showing an approximate amount, never for charging (zod-free, for the first screen's code).
 */
export function approximateMinor(
  amountMinor: number,
  from: string,
  to: string,
  table: RateTable,
): number | undefined {
  const perBase = (currency: string) => (currency === table.base ? 1 : table.rates[currency]);
  const fromRate = perBase(from);
  const toRate = perBase(to);
  if (fromRate === undefined || toRate === undefined) return undefined;
  const inTo = (minorToMajor(amountMinor, from) / fromRate) * toRate;
  return Math.round(inTo * 10 ** currencyExponent(to));
}

/**
 * An amount to the last minor unit, as the locale writes it: 49900 INR is "₹499.00" in en-US and
 * en-IN, "499,00 ₹" in de-DE. Every amount written in figures goes through this or `formatPrice`.
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minorToMajor(amountMinor, currency),
  );
}

const priceFormats = new Map<string, Intl.NumberFormat>();

/**
 * A price, compact: 249900 INR is "₹2,499" (paise only when there are some), with Indian digit
 * grouping for rupees when no locale is given.
 */
export function formatPrice(
  { amountMinor, currency }: { amountMinor: number; currency: string },
  locale?: string,
): string {
  const key = `${locale ?? ''}:${currency}`;
  let format = priceFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale ?? (currency === 'INR' ? 'en-IN' : undefined), {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
    });
    priceFormats.set(key, format);
  }
  return format.format(minorToMajor(amountMinor, currency));
}
