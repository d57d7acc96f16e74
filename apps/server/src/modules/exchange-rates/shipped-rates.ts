import type { ExchangeRates } from '@vitrine/contracts/exchange-rates';

/**
 * The rates served when no EXCHANGE_RATES_FILE is configured: how much of each currency one
 * rupee buys, rounded mid-market figures as of `asOf`. Approximate by design: they only set the
 * "approx." amounts beside prices (nothing is charged with them), and the app shows their date.
 * Refresh them with the table, or point EXCHANGE_RATES_FILE at a file a job keeps current.
 */
export const SHIPPED_EXCHANGE_RATES: ExchangeRates = {
  base: 'INR',
  asOf: '2026-11-01',
  source: 'Vitrine’s shipped table (approximate mid-market rates)',
  rates: {
    AED: 0.0415,
    ARS: 16.2,
    AUD: 0.0172,
    BRL: 0.0605,
    CAD: 0.0158,
    CHF: 0.009,
    CLP: 10.6,
    CNY: 0.0805,
    COP: 43.5,
    CZK: 0.236,
    DKK: 0.0727,
    EGP: 0.536,
    EUR: 0.00975,
    GBP: 0.0085,
    HKD: 0.0879,
    HUF: 3.82,
    IDR: 186,
    ILS: 0.0372,
    JPY: 1.73,
    KES: 1.46,
    KRW: 16.1,
    MAD: 0.103,
    MXN: 0.208,
    MYR: 0.0478,
    NGN: 16.4,
    NOK: 0.113,
    NZD: 0.0197,
    PHP: 0.66,
    PLN: 0.0414,
    SAR: 0.0424,
    SEK: 0.107,
    SGD: 0.0146,
    THB: 0.366,
    TRY: 0.475,
    USD: 0.0113,
    VND: 297,
    ZAR: 0.196,
  },
};
