import type { ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { getJson, parseCsv, readXlsx, seedSmallCatalogue } from './testing.ts';

const MAX_ROWS = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({
    DOWNLOAD_MAX_ROWS: String(MAX_ROWS),
    DOWNLOAD_RATE_LIMIT_MAX: '4',
    DOWNLOAD_RATE_LIMIT_WINDOW_MS: '600000',
  });
  await seedSmallCatalogue(t.app, 12);
});
afterAll(() => t.close());

// Each test downloads from its own address, so the per-IP download limit is its own.
const download = (url: string, remoteAddress: string) =>
  t.app.inject({ method: 'GET', url, remoteAddress });

describe('downloads of public lists', () => {
  it('refuses a list longer than the cap with a 400 naming the cap, before sending any file', async () => {
    const lists = [
      '/api/v1/vendor/fetch-shops',
      '/api/v1/vendor/getVendors',
      '/api/v1/products/premium',
    ];
    for (const [index, list] of lists.entries()) {
      const { total } = await getJson<{ total: number }>(t.app, `${list}?limit=1`);
      expect(total, list).toBeGreaterThan(MAX_ROWS);
      const res = await download(`${list}?download=csv`, `192.0.2.${index + 1}`);
      expect(res.statusCode, list).toBe(400);
      expect(res.headers['content-disposition']).toBeUndefined();
      expect(res.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message:
          'download: at most 5 rows can be downloaded at once; narrow the filters and try again.',
        details: [{ field: 'download', message: 'at most 5 rows can be downloaded at once' }],
      });
    }
  });

  it('streams a list within the cap as CSV and as XLSX, row for row', async () => {
    const shops = await getJson<{ items: ShopSummary[] }>(
      t.app,
      `/api/v1/vendor/fetch-shops?limit=${MAX_ROWS}&sort=newest`,
    );
    const name = shops.items[0]!.name;
    const query = `searchKey=${encodeURIComponent(name)}`;
    const page = await getJson<{ items: ShopSummary[]; total: number }>(
      t.app,
      `/api/v1/vendor/fetch-shops?${query}&limit=100`,
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThanOrEqual(MAX_ROWS);

    const csv = await download(`/api/v1/vendor/fetch-shops?${query}&download=csv`, '192.0.2.10');
    expect(csv.statusCode).toBe(200);
    // Written as it is sent: no length known up front.
    expect(csv.headers['content-length']).toBeUndefined();
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="shops-/);
    expect(csv.body.startsWith('\uFEFF')).toBe(true);
    const rows = parseCsv(csv.body.slice(1));
    expect(rows.slice(1).map((row) => row[1])).toEqual(page.items.map((shop) => shop.name));

    const xlsx = await download(`/api/v1/vendor/fetch-shops?${query}&download=xlsx`, '192.0.2.10');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-length']).toBeUndefined();
    const sheet = await readXlsx(xlsx.rawPayload);
    expect(sheet.slice(1).map((row) => row[1])).toEqual(page.items.map((shop) => shop.name));
  });

  it('limits downloads per client address, leaving pages and other addresses alone', async () => {
    const url = '/api/v1/products/premium?limit=1&download=csv';
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await download(url, '198.51.100.1')).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400]);

    const limited = await download(url, '198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('RATE_LIMITED');
    expect(limited.json().error.message).toBe(
      'Too many downloads. Please wait a little and try again.',
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);

    const pageRes = await download('/api/v1/products/premium?limit=1', '198.51.100.1');
    expect(pageRes.statusCode).toBe(200);
    expect((await download(url, '198.51.100.2')).statusCode).toBe(400);
  });
});
