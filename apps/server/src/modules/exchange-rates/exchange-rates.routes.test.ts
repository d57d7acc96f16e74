import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ExchangeRates } from '@vitrine/contracts/exchange-rates';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp } from '../../test/test-app.ts';

const shipped = await createTestApp();
const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-rates-'));
const file = path.join(dir, 'rates.json');
const fresh: ExchangeRates = {
  base: 'INR',
  asOf: '2030-01-06',
  source: 'Treasury desk export',
  rates: { EUR: 0.0095, USD: 0.011 },
};
writeFileSync(file, JSON.stringify(fresh));
const configured = await createTestApp({ EXCHANGE_RATES_FILE: file });
afterAll(() => Promise.all([shipped.close(), configured.close()]));

describe('GET /api/v1/exchange-rates', () => {
  it('answers the shipped, dated table when no source is configured', async () => {
    const res = await shipped.app.inject({ method: 'GET', url: '/api/v1/exchange-rates' });
    expect(res.statusCode, res.body).toBe(200);
    const rates = res.json() as ExchangeRates;
    expect(rates.base).toBe('INR');
    expect(rates.asOf).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(rates.source).toMatch(/approximate/i);
    for (const code of ['EUR', 'USD', 'GBP', 'AED', 'JPY']) {
      expect(rates.rates[code], code).toBeGreaterThan(0);
    }
    // Anyone may read them, and caches may keep them a while.
    expect(res.headers['cache-control']).toContain('max-age');
  });

  it('answers the configured file instead', async () => {
    const res = await configured.app.inject({ method: 'GET', url: '/api/v1/exchange-rates' });
    expect(res.json()).toEqual(fresh);
  });

  it('refuses to start with a file that is missing or not rates, naming the variable', () => {
    const broken = path.join(dir, 'broken.json');
    writeFileSync(broken, JSON.stringify({ base: 'INR', rates: { EUR: -1 } }));
    for (const value of [broken, path.join(dir, 'missing.json')]) {
      expect(() => loadConfig({ NODE_ENV: 'test', EXCHANGE_RATES_FILE: value })).toThrow(
        /EXCHANGE_RATES_FILE/,
      );
    }
  });
});
