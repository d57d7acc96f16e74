import { z } from 'zod';

/**
 * The currencies amounts may be in, and the schema of their codes: apart from the words tables
 * (money-words.ts), so that a contract with a currency field does not carry those tables into
 * every page that checks it.
 */

/**
 * The names a currency is written with: country, locale, code, decimals, major and minor unit
 * names.
 */
export type CurrencyOptions = {
  name: string;
  plural: string;
  symbol: string;
  fractionalUnit: { name: string; plural: string; symbol: string };
};

/**
 * A currency's record (country, locale, code, names), plus the ISO 4217 exponent that says how
 * minor units are counted.
 */
export type CurrencyRecord = {
  country: string;
  /** The locale the country writes amounts in (for number formatting; words use `amountInWords`'s locale). */
  localeCode: string;
  currencyCode: string;
  /** ISO 4217 minor-unit exponent: 2 means 100 minor units to one unit, 0 means none. */
  minorUnitDigits: 0 | 2;
  currencyOptions: CurrencyOptions;
};

const record = (
  country: string,
  localeCode: string,
  currencyCode: string,
  minorUnitDigits: 0 | 2,
  [name, plural, symbol]: [string, string, string],
  [fractionName, fractionPlural, fractionSymbol = '']: [string, string, string?],
): CurrencyRecord => ({
  country,
  localeCode,
  currencyCode,
  minorUnitDigits,
  currencyOptions: {
    name,
    plural,
    symbol,
    fractionalUnit: { name: fractionName, plural: fractionPlural, symbol: fractionSymbol },
  },
});

/**
 * Every currency Vitrine shows amounts in: 38, HKD among them
 * (docs/adr/0024-amounts-in-words.md). Names are English, the app's language.
 */
export const CURRENCIES: readonly CurrencyRecord[] = [
  record('India', 'en-IN', 'INR', 2, ['Rupee', 'Rupees', '₹'], ['Paisa', 'Paise']),
  record('Japan', 'ja-JP', 'JPY', 0, ['Yen', 'Yen', '¥'], ['Sen', 'Sen']),
  record('China', 'zh-CN', 'CNY', 2, ['Yuan', 'Yuan', 'CN¥'], ['Fen', 'Fen']),
  record('South Korea', 'ko-KR', 'KRW', 0, ['Won', 'Won', '₩'], ['Jeon', 'Jeon']),
  record(
    'Singapore',
    'en-SG',
    'SGD',
    2,
    ['Singapore Dollar', 'Singapore Dollars', 'S$'],
    ['Cent', 'Cents', '¢'],
  ),
  record('Malaysia', 'ms-MY', 'MYR', 2, ['Ringgit', 'Ringgit', 'RM'], ['Sen', 'Sen']),
  record('Indonesia', 'id-ID', 'IDR', 2, ['Rupiah', 'Rupiah', 'Rp'], ['Sen', 'Sen']),
  record('Thailand', 'th-TH', 'THB', 2, ['Baht', 'Baht', '฿'], ['Satang', 'Satang']),
  record('Vietnam', 'vi-VN', 'VND', 0, ['Dong', 'Dong', '₫'], ['Hao', 'Hao']),
  record('Philippines', 'fil-PH', 'PHP', 2, ['Peso', 'Pesos', '₱'], ['Centavo', 'Centavos']),
  record('Euro area', 'de-DE', 'EUR', 2, ['Euro', 'Euros', '€'], ['Cent', 'Cents', '¢']),
  record('United Kingdom', 'en-GB', 'GBP', 2, ['Pound', 'Pounds', '£'], ['Penny', 'Pence', 'p']),
  record(
    'Switzerland',
    'de-CH',
    'CHF',
    2,
    ['Swiss Franc', 'Swiss Francs', 'CHF'],
    ['Rappen', 'Rappen'],
  ),
  record('Sweden', 'sv-SE', 'SEK', 2, ['Krona', 'Kronor', 'kr'], ['Öre', 'Öre']),
  record('Norway', 'nb-NO', 'NOK', 2, ['Krone', 'Kroner', 'kr'], ['Øre', 'Øre']),
  record('Denmark', 'da-DK', 'DKK', 2, ['Krone', 'Kroner', 'kr.'], ['Øre', 'Øre']),
  record('Poland', 'pl-PL', 'PLN', 2, ['Zloty', 'Zlotys', 'zł'], ['Grosz', 'Groszy', 'gr']),
  record('Czechia', 'cs-CZ', 'CZK', 2, ['Koruna', 'Korunas', 'Kč'], ['Haler', 'Halers', 'h']),
  record('Hungary', 'hu-HU', 'HUF', 2, ['Forint', 'Forints', 'Ft'], ['Filler', 'Fillers']),
  record('United States', 'en-US', 'USD', 2, ['Dollar', 'Dollars', '$'], ['Cent', 'Cents', '¢']),
  record(
    'Canada',
    'en-CA',
    'CAD',
    2,
    ['Canadian Dollar', 'Canadian Dollars', 'CA$'],
    ['Cent', 'Cents', '¢'],
  ),
  record(
    'Mexico',
    'es-MX',
    'MXN',
    2,
    ['Mexican Peso', 'Mexican Pesos', 'MX$'],
    ['Centavo', 'Centavos'],
  ),
  record('Brazil', 'pt-BR', 'BRL', 2, ['Real', 'Reais', 'R$'], ['Centavo', 'Centavos']),
  record(
    'Argentina',
    'es-AR',
    'ARS',
    2,
    ['Argentine Peso', 'Argentine Pesos', 'AR$'],
    ['Centavo', 'Centavos'],
  ),
  record(
    'Chile',
    'es-CL',
    'CLP',
    0,
    ['Chilean Peso', 'Chilean Pesos', 'CLP$'],
    ['Centavo', 'Centavos'],
  ),
  record(
    'Colombia',
    'es-CO',
    'COP',
    2,
    ['Colombian Peso', 'Colombian Pesos', 'COL$'],
    ['Centavo', 'Centavos'],
  ),
  record(
    'Australia',
    'en-AU',
    'AUD',
    2,
    ['Australian Dollar', 'Australian Dollars', 'A$'],
    ['Cent', 'Cents', '¢'],
  ),
  record(
    'New Zealand',
    'en-NZ',
    'NZD',
    2,
    ['New Zealand Dollar', 'New Zealand Dollars', 'NZ$'],
    ['Cent', 'Cents', '¢'],
  ),
  record('South Africa', 'en-ZA', 'ZAR', 2, ['Rand', 'Rand', 'R'], ['Cent', 'Cents', 'c']),
  record('Nigeria', 'en-NG', 'NGN', 2, ['Naira', 'Naira', '₦'], ['Kobo', 'Kobo']),
  record(
    'Kenya',
    'en-KE',
    'KES',
    2,
    ['Kenyan Shilling', 'Kenyan Shillings', 'KSh'],
    ['Cent', 'Cents'],
  ),
  record(
    'Egypt',
    'ar-EG',
    'EGP',
    2,
    ['Egyptian Pound', 'Egyptian Pounds', 'E£'],
    ['Piastre', 'Piastres'],
  ),
  record(
    'Morocco',
    'ar-MA',
    'MAD',
    2,
    ['Moroccan Dirham', 'Moroccan Dirhams', 'MAD'],
    ['Centime', 'Centimes'],
  ),
  record('Israel', 'he-IL', 'ILS', 2, ['Shekel', 'Shekels', '₪'], ['Agora', 'Agorot']),
  record('Saudi Arabia', 'ar-SA', 'SAR', 2, ['Riyal', 'Riyals', 'SAR'], ['Halala', 'Halalas']),
  record('United Arab Emirates', 'ar-AE', 'AED', 2, ['Dirham', 'Dirhams', 'AED'], ['Fil', 'Fils']),
  record('Türkiye', 'tr-TR', 'TRY', 2, ['Turkish Lira', 'Turkish Liras', '₺'], ['Kurus', 'Kurus']),
  record(
    'Hong Kong',
    'zh-HK',
    'HKD',
    2,
    ['Hong Kong Dollar', 'Hong Kong Dollars', 'HK$'],
    ['Cent', 'Cents', '¢'],
  ),
];

export const CURRENCY_CODES = CURRENCIES.map((c) => c.currencyCode) as [string, ...string[]];

/** An ISO 4217 code of a currency in `CURRENCIES` (upper case). */
export const currencyCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine((code) => CURRENCY_CODES.includes(code), {
    error: `must be one of ${CURRENCY_CODES.join(', ')}`,
  });

export const DEFAULT_CURRENCY = 'INR';
