import { minorToMajor } from '@vitrine/contracts/money';

/**
 * An amount the API carries (integer minor units plus an ISO 4217 code) as the viewer's locale
 * writes it: 49900 INR is "₹499.00" in en-US, "₹499.00" in en-IN, "499,00 ₹" in de-DE.
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    minorToMajor(amountMinor, currency),
  );
}
