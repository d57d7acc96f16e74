import { currencyExponent, shiftMinorUnits } from '@vitrine/contracts/money';

/**
 * "2499.50" in major units to 249950 minor units, by moving the decimal point in the digits
 * (never float arithmetic); undefined for anything that is not a plain amount in this currency.
 */
export function parseMajorAmount(text: string, currency: string): number | undefined {
  const digits = currencyExponent(currency);
  const match = /^(\d{1,9})(?:\.(\d+))?$/.exec(text.trim().replace(/,/g, ''));
  if (!match) return undefined;
  const [, whole, fraction = ''] = match;
  if (fraction.length > digits) return undefined;
  return Number(`${whole}${fraction.padEnd(digits, '0')}`);
}

/** 249950 minor units as "2499.50" (what the form's field shows when editing). */
export const formatMajorAmount = (amountMinor: number, currency: string) =>
  shiftMinorUnits(amountMinor, currencyExponent(currency)).toFixed(currencyExponent(currency));
