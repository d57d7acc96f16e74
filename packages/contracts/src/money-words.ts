import { ToWordsCore } from 'to-words/core';
import { shiftMinorUnits } from './money.ts';
import arAE from 'to-words/ar-AE';
import deDE from 'to-words/de-DE';
import enAE from 'to-words/en-AE';
import enAU from 'to-words/en-AU';
import enCA from 'to-words/en-CA';
import enGB from 'to-words/en-GB';
import enIN from 'to-words/en-IN';
import enKE from 'to-words/en-KE';
import enMY from 'to-words/en-MY';
import enNG from 'to-words/en-NG';
import enNZ from 'to-words/en-NZ';
import enPH from 'to-words/en-PH';
import enSG from 'to-words/en-SG';
import enUS from 'to-words/en-US';
import enZA from 'to-words/en-ZA';
import esES from 'to-words/es-ES';
import esMX from 'to-words/es-MX';
import frFR from 'to-words/fr-FR';
import hiIN from 'to-words/hi-IN';
import idID from 'to-words/id-ID';
import jaJP from 'to-words/ja-JP';
import koKR from 'to-words/ko-KR';
import ptBR from 'to-words/pt-BR';
import thTH from 'to-words/th-TH';
import trTR from 'to-words/tr-TR';
import zhCN from 'to-words/zh-CN';
import type { ConverterOptions, CurrencyOptions as ToWordsCurrencyOptions } from 'to-words/types';
import {
  CURRENCIES,
  CURRENCY_CODES,
  currencyCodeSchema,
  DEFAULT_CURRENCY,
  type CurrencyOptions,
  type CurrencyRecord,
} from './currencies.ts';

// The currencies live in currencies.ts (no words tables); they are part of this module's API too.
export {
  CURRENCIES,
  CURRENCY_CODES,
  currencyCodeSchema,
  DEFAULT_CURRENCY,
  type CurrencyOptions,
  type CurrencyRecord,
};
export const DEFAULT_WORDS_LOCALE = 'en-IN';

type LocaleClass = typeof enIN;

/**
 * The 26 locales amounts may be written in, all shipped by to-words 5.7. `currency`
 * is the locale's own currency: for that currency a non-English locale writes the currency
 * names in its language too; for any other it uses the English names of `CURRENCIES`.
 */
const WORD_LOCALES: Record<string, { locale: LocaleClass; currency: string; english: boolean }> = {
  'en-IN': { locale: enIN, currency: 'INR', english: true },
  'en-US': { locale: enUS, currency: 'USD', english: true },
  'en-GB': { locale: enGB, currency: 'GBP', english: true },
  'en-AE': { locale: enAE, currency: 'AED', english: true },
  'en-AU': { locale: enAU, currency: 'AUD', english: true },
  'en-CA': { locale: enCA, currency: 'CAD', english: true },
  'en-NZ': { locale: enNZ, currency: 'NZD', english: true },
  'en-SG': { locale: enSG, currency: 'SGD', english: true },
  'en-MY': { locale: enMY, currency: 'MYR', english: true },
  'en-PH': { locale: enPH, currency: 'PHP', english: true },
  'en-ZA': { locale: enZA, currency: 'ZAR', english: true },
  'en-NG': { locale: enNG, currency: 'NGN', english: true },
  'en-KE': { locale: enKE, currency: 'KES', english: true },
  'hi-IN': { locale: hiIN, currency: 'INR', english: false },
  'pt-BR': { locale: ptBR, currency: 'BRL', english: false },
  'es-MX': { locale: esMX, currency: 'MXN', english: false },
  'es-ES': { locale: esES, currency: 'EUR', english: false },
  'fr-FR': { locale: frFR, currency: 'EUR', english: false },
  'de-DE': { locale: deDE, currency: 'EUR', english: false },
  'tr-TR': { locale: trTR, currency: 'TRY', english: false },
  'ko-KR': { locale: koKR, currency: 'KRW', english: false },
  'ja-JP': { locale: jaJP, currency: 'JPY', english: false },
  'zh-CN': { locale: zhCN, currency: 'CNY', english: false },
  'ar-AE': { locale: arAE, currency: 'AED', english: false },
  'id-ID': { locale: idID, currency: 'IDR', english: false },
  'th-TH': { locale: thTH, currency: 'THB', english: false },
};

export const SUPPORTED_WORD_LOCALES = Object.keys(WORD_LOCALES);

/** The currency record for a code, matched ignoring case; undefined for a currency not in the table. */
export function findCurrency(currencyCode: string): CurrencyRecord | undefined {
  const code = currencyCode.trim().toUpperCase();
  return CURRENCIES.find((c) => c.currencyCode === code);
}

function requireCurrency(currencyCode: string): CurrencyRecord {
  const currency = findCurrency(currencyCode);
  if (!currency) throw new RangeError(`No words for currency ${JSON.stringify(currencyCode)}`);
  return currency;
}

/** `locale` when it is one of the 26, otherwise en-IN. */
export function resolveWordsLocale(locale: string | undefined): string {
  return locale !== undefined && locale in WORD_LOCALES ? locale : DEFAULT_WORDS_LOCALE;
}

const converters = new Map<string, ToWordsCore>();

function converterFor(localeCode: string): ToWordsCore {
  let converter = converters.get(localeCode);
  if (!converter) {
    converter = new ToWordsCore({ localeCode }).setLocale(WORD_LOCALES[localeCode]!.locale);
    converters.set(localeCode, converter);
  }
  return converter;
}

function wordsFor(major: number, currency: CurrencyRecord, locale: string | undefined): string {
  const localeCode = resolveWordsLocale(locale);
  const wordLocale = WORD_LOCALES[localeCode]!;
  const converter = converterFor(localeCode);
  const own = currency.currencyOptions;
  const names: ToWordsCurrencyOptions =
    !wordLocale.english && wordLocale.currency === currency.currencyCode
      ? converter.getLocale().config.currency
      : {
          ...own,
          singular: own.name,
          fractionalUnit: { ...own.fractionalUnit, singular: own.fractionalUnit.name },
        };
  const options: ConverterOptions = {
    currency: true,
    ignoreDecimal: false,
    ignoreZeroCurrency: false,
    doNotAddOnly: true,
    // A currency without minor units is written in whole units: never "and zero …".
    currencyOptions: { ...names, precision: currency.minorUnitDigits },
  };
  return converter.convert(major, options);
}

/**
 * An amount in major units (1234.56 rupees) in words: `amountInWords(1234.56)` is
 * "One Thousand Two Hundred Thirty Four Rupees And Fifty Six Paise". The currency defaults to
 * INR and matches ignoring case; a currency without minor units (JPY, KRW, VND, CLP) is rounded
 * to whole units. The locale is used when it is one of the 26 supported, otherwise en-IN.
 * Throws a RangeError for a currency not in `CURRENCIES` or an amount that is not finite.
 */
export function amountInWords(
  major: number,
  currencyCode: string = DEFAULT_CURRENCY,
  locale?: string,
): string {
  if (!Number.isFinite(major)) throw new RangeError(`Not an amount: ${major}`);
  return wordsFor(major, requireCurrency(currencyCode), locale);
}

/**
 * An amount in minor units (123456 paise, as the API carries money) in words: the same words
 * as `amountInWords(1234.56, 'INR')`. For a currency without minor units the minor unit is the
 * unit (500 JPY is 500).
 */
export function minorUnitsInWords(
  minor: number,
  currencyCode: string = DEFAULT_CURRENCY,
  locale?: string,
): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`Not an amount in minor units: ${minor}`);
  const currency = requireCurrency(currencyCode);
  return wordsFor(shiftMinorUnits(minor, currency.minorUnitDigits), currency, locale);
}
