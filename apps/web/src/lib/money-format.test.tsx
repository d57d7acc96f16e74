import { screen } from '@testing-library/react';
import type { ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { amountInWords } from '@vitrine/contracts/money-words';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyPreferences } from '../app/money-preferences.tsx';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderScreen, signedInCustomer, signedOutVisitor } from '../test/render-app.tsx';
import { amountInWordsFor } from './amount-in-words.ts';
import {
  formatDiscount,
  formatMoney,
  formatPrice,
  formatPriceRange,
  moneyFormat,
  useMoneyFormat,
} from './money-format.ts';

afterEach(() => vi.restoreAllMocks());

const rates: ExchangeRates = {
  base: 'INR',
  asOf: '2026-11-01',
  source: 'test table',
  rates: { EUR: 0.00975, JPY: 1.73 },
};

describe('the pure formatters', () => {
  it('write an amount to the last minor unit in the locale given, with no approximate amount', () => {
    expect(formatMoney(49900, 'INR', 'en-IN')).toBe('₹499.00');
    expect(formatMoney(12345678, 'INR', 'en-IN')).toBe('₹1,23,456.78');
    expect(formatMoney(49900, 'INR', 'de-DE')).toBe('499,00\u00a0₹');
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });

  it('write a price compactly, paise only when there are some, rupees grouped the Indian way', () => {
    expect(formatPrice({ amountMinor: 24990000, currency: 'INR' })).toBe('₹2,49,900');
    expect(formatPrice({ amountMinor: 249955, currency: 'INR' })).toBe('₹2,499.55');
    expect(formatPrice({ amountMinor: 249900, currency: 'INR' }, 'en-US')).toBe('₹2,499');
    expect(formatPrice({ amountMinor: 1999, currency: 'EUR' }, 'de-DE')).toBe('19,99\u00a0€');
  });

  it('write a range as one amount when its ends are equal', () => {
    expect(formatPriceRange({ minMinor: 34900, maxMinor: 3904900, currency: 'INR' })).toBe(
      '₹349 – ₹39,049',
    );
    expect(formatPriceRange({ minMinor: 34900, maxMinor: 34900, currency: 'INR' })).toBe('₹349');
  });

  it('write a discount as a percentage or an amount off', () => {
    expect(formatDiscount({ kind: 'percent', percent: 20 })).toBe('20% off');
    expect(
      formatDiscount({ kind: 'amount', amount: { amountMinor: 50000, currency: 'INR' } }),
    ).toBe('₹500 off');
  });
});

describe('moneyFormat', () => {
  it('writes amounts in en-IN and INR when there are no preferences', () => {
    const money = moneyFormat({ locale: null, currency: null, rates: null });
    expect(money.locale).toBe('en-IN');
    expect(money.currency).toBe('INR');
    expect(money.price({ amountMinor: 24990000, currency: 'INR' })).toBe('₹2,49,900');
    expect(money.money(123456, 'INR')).toBe('₹1,234.56');
    expect(amountInWordsFor(123456, 'INR', null)).toBe(amountInWords(1234.56, 'INR', 'en-IN'));
  });

  it('writes figures and words in the viewer’s locale, words in en-IN for any other', () => {
    const german = moneyFormat({ locale: 'de-DE', currency: 'EUR', rates: null });
    // Intl separates the symbol with a no-break space.
    expect(german.price({ amountMinor: 249900, currency: 'INR' })).toBe('2.499\u00a0₹');
    expect(german.currency).toBe('EUR');
    expect(amountInWordsFor(500, 'EUR', 'de-DE')).toBe(amountInWords(5, 'EUR', 'de-DE'));
    expect(amountInWordsFor(500, 'EUR', 'de-DE')).not.toBe(amountInWords(5, 'EUR', 'en-IN'));
    expect(amountInWordsFor(500, 'EUR', 'fr-CA')).toBe(amountInWords(5, 'EUR', 'en-IN'));
  });

  it('keeps each amount in its own currency, and has no words for a currency it lacks', () => {
    const money = moneyFormat({ locale: 'en-US', currency: 'USD', rates: null });
    expect(money.money(49900, 'INR')).toBe('₹499.00');
    expect(amountInWordsFor(100, 'XAF', 'en-US')).toBeUndefined();
  });

  it('adds an approximate amount in the preferred currency beside an amount in another', () => {
    const euro = moneyFormat({ locale: 'en-IN', currency: 'EUR', rates });
    expect(euro.price({ amountMinor: 249900, currency: 'INR' })).toBe('₹2,499 (approx. €24.37)');
    expect(euro.money(49900, 'INR')).toBe('₹499.00 (approx. €4.87)');
    // Large amounts are approximate to the unit.
    expect(euro.money(2_000_000, 'INR')).toBe('₹20,000.00 (approx. €195)');
    expect(euro.priceRange({ minMinor: 34900, maxMinor: 3904900, currency: 'INR' })).toBe(
      '₹349 – ₹39,049 (approx. €3.40 – €381)',
    );
    // Nothing to add in its own currency, or without a rate for it.
    expect(euro.money(500, 'EUR')).toBe('€5.00');
    expect(moneyFormat({ locale: 'en-IN', currency: 'CHF', rates }).money(49900, 'INR')).toBe(
      '₹499.00',
    );
    expect(moneyFormat({ locale: 'en-IN', currency: 'JPY', rates }).money(49900, 'INR')).toBe(
      '₹499.00 (approx. JP¥863)',
    );
  });
});

function Probe() {
  const money = useMoneyFormat();
  return (
    <p>
      {`${money.locale} ${money.currency} ${money.price({ amountMinor: 249900, currency: 'INR' })}`}
    </p>
  );
}

const profile = {
  id: 'user-1',
  name: 'Kavya',
  email: 'kavya@example.com',
  emailVerified: true,
  mobile: null,
  mobileVerified: false,
  photo: null,
  currency: 'EUR',
  locale: 'de-DE',
  timeZone: null,
};

describe('the viewer’s money preferences', () => {
  it('come from the signed-in profile, with the rates for its currency', async () => {
    stubFetch({
      'GET /api/v1/user/profile': () => json(profile),
      'GET /api/v1/exchange-rates': () => json(rates),
    });
    renderScreen(
      <MoneyPreferences>
        <Probe />
      </MoneyPreferences>,
      { auth: signedInCustomer },
    );
    expect(await screen.findByText('de-DE EUR 2.499 ₹ (approx. 24,37 €)')).toBeInTheDocument();
  });

  it('show prices alone while the rates cannot be had', async () => {
    stubFetch({
      'GET /api/v1/user/profile': () => json(profile),
      'GET /api/v1/exchange-rates': () =>
        json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 }),
    });
    renderScreen(
      <MoneyPreferences>
        <Probe />
      </MoneyPreferences>,
      { auth: signedInCustomer },
    );
    expect(await screen.findByText('de-DE EUR 2.499 ₹')).toBeInTheDocument();
  });

  it('are en-IN and INR for a visitor, without asking for a profile', () => {
    const { seen } = stubFetch({});
    renderScreen(
      <MoneyPreferences>
        <Probe />
      </MoneyPreferences>,
      { auth: signedOutVisitor },
    );
    expect(screen.getByText('en-IN INR ₹2,499')).toBeInTheDocument();
    expect(seen).toHaveLength(0);
  });
});
