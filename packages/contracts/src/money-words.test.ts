import { describe, expect, it } from 'vitest';
import {
  CURRENCIES,
  SUPPORTED_WORD_LOCALES,
  amountInWords,
  currencyCodeSchema,
  findCurrency,
  minorUnitsInWords,
  resolveWordsLocale,
} from './money-words.ts';
import { shiftMinorUnits } from './money.ts';

const ZERO_DECIMAL = ['JPY', 'KRW', 'VND', 'CLP'];

describe('the currency table', () => {
  it('holds the 38 currencies, HKD among them, each once', () => {
    const codes = CURRENCIES.map((c) => c.currencyCode);
    expect(codes).toHaveLength(38);
    expect(new Set(codes).size).toBe(38);
    for (const listed of 'INR JPY CNY KRW SGD MYR IDR THB VND PHP EUR GBP CHF SEK NOK DKK PLN CZK HUF USD CAD MXN BRL ARS CLP COP AUD NZD ZAR NGN KES EGP MAD ILS SAR AED TRY HKD'.split(
      ' ',
    )) {
      expect(codes).toContain(listed);
    }
  });

  it('marks exactly the ISO 4217 zero-exponent currencies as having no minor unit', () => {
    expect(CURRENCIES.filter((c) => c.minorUnitDigits === 0).map((c) => c.currencyCode)).toEqual(
      ZERO_DECIMAL,
    );
  });

  it('accepts a listed code in any case and refuses one that is not listed', () => {
    expect(currencyCodeSchema.parse('usd')).toBe('USD');
    expect(currencyCodeSchema.safeParse('XYZ').success).toBe(false);
  });
});

describe('amountInWords', () => {
  it.each([
    ['INR', 0, 'Zero Rupees'],
    ['INR', 1, 'One Rupee'],
    ['INR', 1234.56, 'One Thousand Two Hundred Thirty Four Rupees And Fifty Six Paise'],
    ['INR', 1234567, 'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Rupees'],
    ['USD', 1234.56, 'One Thousand Two Hundred Thirty Four Dollars And Fifty Six Cents'],
    ['GBP', 0.01, 'Zero Pounds And One Penny'],
    ['EUR', 1, 'One Euro'],
    ['JPY', 1234.56, 'One Thousand Two Hundred Thirty Five Yen'],
    ['KRW', 0, 'Zero Won'],
    ['HKD', 1234.56, 'One Thousand Two Hundred Thirty Four Hong Kong Dollars And Fifty Six Cents'],
    ['BRL', 2, 'Two Reais'],
  ])('writes %s %s as "%s"', (code, amount, words) => {
    expect(amountInWords(amount, code)).toBe(words);
  });

  describe.each(CURRENCIES.map((c) => [c.currencyCode, c] as const))('%s', (code, currency) => {
    const { name, plural, fractionalUnit } = currency.currencyOptions;
    const zeroDecimal = ZERO_DECIMAL.includes(code);

    it('writes 0 as the word zero and the plural name', () => {
      const words = amountInWords(0, code);
      expect(words).toBe(`Zero ${plural}`);
    });

    it('writes 1 with the singular name', () => {
      expect(amountInWords(1, code)).toBe(`One ${name}`);
    });

    it('writes 1234.56 with the plural name and, if it has them, the minor units', () => {
      const words = amountInWords(1234.56, code);
      expect(words).toBe(
        zeroDecimal
          ? `One Thousand Two Hundred Thirty Five ${plural}`
          : `One Thousand Two Hundred Thirty Four ${plural} And Fifty Six ${fractionalUnit.plural}`,
      );
    });

    it('never adds "only", and never "and zero" for whole amounts', () => {
      for (const amount of [0, 1, 1234, 1234.56]) {
        const words = amountInWords(amount, code);
        expect(words).not.toMatch(/\bonly\b/i);
        if (zeroDecimal || Number.isInteger(amount)) expect(words).not.toMatch(/\band zero\b/i);
      }
    });

    it('says the same for the amount in minor units', () => {
      const minor = zeroDecimal ? 1235 : 123456;
      expect(minorUnitsInWords(minor, code)).toBe(amountInWords(1234.56, code));
    });
  });

  it('defaults to INR', () => {
    expect(amountInWords(5)).toBe('Five Rupees');
    expect(minorUnitsInWords(550)).toBe('Five Rupees And Fifty Paise');
  });

  it('matches the currency code ignoring case', () => {
    expect(amountInWords(1, 'usd')).toBe('One Dollar');
    expect(amountInWords(2, 'Jpy')).toBe('Two Yen');
    expect(findCurrency(' hkd ')?.currencyCode).toBe('HKD');
  });

  it('writes in a supported locale that was asked for', () => {
    expect(amountInWords(1234567, 'USD', 'en-US')).toBe(
      'One Million Two Hundred Thirty Four Thousand Five Hundred Sixty Seven Dollars',
    );
    expect(amountInWords(1234.56, 'INR', 'hi-IN')).toBe('एक हज़ार दो सौ चौंतीस रुपये और छप्पन पैसे');
    expect(amountInWords(2, 'BRL', 'pt-BR')).toBe('Dois Reais');
  });

  it('falls back to en-IN for a locale that is not supported', () => {
    const enIN = amountInWords(1234567.5, 'USD');
    expect(enIN).toBe(
      'Twelve Lakh Thirty Four Thousand Five Hundred Sixty Seven Dollars And Fifty Cents',
    );
    expect(amountInWords(1234567.5, 'USD', 'xx-YY')).toBe(enIN);
    expect(amountInWords(1234567.5, 'USD', 'fr-CA')).toBe(enIN);
    expect(amountInWords(1234567.5, 'USD', 'en-us')).toBe(enIN);
    expect(resolveWordsLocale('sw-KE')).toBe('en-IN');
  });

  it('supports 26 locales, among them en-IN, en-US, en-GB, pt-BR, es-MX, tr-TR, ko-KR and hi-IN', () => {
    expect(SUPPORTED_WORD_LOCALES).toHaveLength(26);
    expect(SUPPORTED_WORD_LOCALES).toEqual(
      expect.arrayContaining([
        'en-IN',
        'en-US',
        'en-GB',
        'pt-BR',
        'es-MX',
        'tr-TR',
        'ko-KR',
        'hi-IN',
      ]),
    );
    for (const locale of SUPPORTED_WORD_LOCALES) {
      expect(amountInWords(0, 'INR', locale)).not.toBe('');
    }
  });

  it('refuses a currency it has no words for and an amount that is not a number', () => {
    expect(() => amountInWords(1, 'XYZ')).toThrow(RangeError);
    expect(() => amountInWords(Number.NaN)).toThrow(RangeError);
    expect(() => minorUnitsInWords(1.5, 'INR')).toThrow(RangeError);
  });
});

describe('shiftMinorUnits', () => {
  it('moves the decimal point without binary-fraction error', () => {
    expect(shiftMinorUnits(123456, 2)).toBe(1234.56);
    expect(shiftMinorUnits(7, 2)).toBe(0.07);
    expect(shiftMinorUnits(-150, 2)).toBe(-1.5);
    expect(shiftMinorUnits(500, 0)).toBe(500);
  });
});
