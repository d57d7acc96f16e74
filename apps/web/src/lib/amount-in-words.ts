import { minorUnitsInWords, resolveWordsLocale } from '@vitrine/contracts/money-words';
import { useCallback } from 'react';
import { useMoneyPreferences } from './money-preferences.tsx';

/**
 * An amount in minor units in words, in the viewer's locale when it is one of the 26 words locales
 * (else en-IN); undefined for a currency the words table lacks.
 */
export function amountInWordsFor(
  amountMinor: number,
  currency: string,
  locale: string | null,
): string | undefined {
  try {
    return minorUnitsInWords(amountMinor, currency, resolveWordsLocale(locale ?? undefined));
  } catch {
    return undefined;
  }
}

/** `amountInWordsFor` with the viewer's locale. */
export function useAmountInWords() {
  const { locale } = useMoneyPreferences();
  return useCallback(
    (amountMinor: number, currency: string) => amountInWordsFor(amountMinor, currency, locale),
    [locale],
  );
}
