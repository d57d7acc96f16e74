import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ShopSearchResult } from '@vitrine/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { rawRows } from '../../db/raw-rows.ts';
import { createTestDatabaseUrl } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { notifyTaxonomyChanged, updateShop } from './index.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

// Two instances need a Redis between them and a PostgreSQL both can reach; CI sets both.
const redisUrl = process.env.REDIS_URL;
const missing = [
  !redisUrl && 'REDIS_URL',
  !process.env.TEST_DATABASE_URL && 'TEST_DATABASE_URL',
].filter(Boolean);
if (missing.length > 0) {
  console.warn(
    `\n*** SKIPPING the two-instance shop index tests: ${missing.join(' and ')} not set. ***\n` +
      '*** Run them with REDIS_URL=redis://127.0.0.1:6379 TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test ***\n',
  );
}

describe.skipIf(missing.length > 0)('the shop index on two instances behind one Redis', () => {
  // Channels of this run only, so parallel runs sharing the Redis do not hear each other.
  const redisPrefix = `vitrine:test:${process.pid}:${Math.random().toString(36).slice(2, 10)}`;
  let dataDir: string;
  let dropDatabase: () => Promise<void>;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'vitrine-index-cluster-'));
    const database = await createTestDatabaseUrl();
    dropDatabase = database.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      AUTH_SECRET: 'test-secret-that-is-long-enough-for-auth-0123456789',
      // Long enough that only shop:changed can explain what these tests see within a second.
      SHOP_INDEX_CHECK_INTERVAL_MS: '3600000',
    });
    // One after the other: both apply the migrations to the shared database on start.
    a = await buildApp(config, { catalogue: { redisPrefix } });
    await a.ready();
    b = await buildApp(config, { catalogue: { redisPrefix } });
    await b.ready();
    await seedSmallCatalogue(a, 40);
  });

  afterAll(async () => {
    await Promise.allSettled([a?.close(), b?.close()]);
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const search = (app: FastifyInstance, searchKey: string) =>
    getJson<ShopSearchResult>(app, `/api/v1/vendor/fetch-shops?searchKey=${searchKey}`);

  it('finds a shop renamed on one instance in a search on the other within a second', async () => {
    // Both have loaded their index and cached the empty answer before the change.
    expect((await search(a, 'quokka')).total).toBe(0);
    expect((await search(b, 'quokka')).total).toBe(0);
    const [shop] = await rawRows<{ id: string }>(
      a.database.db,
      sql`select id::text from shop order by id limit 1`,
    );
    const started = performance.now();
    await a.database.db.transaction((tx) => updateShop(tx, shop!.id, { name: 'Quokka Looms' }));
    const found = await waitFor(
      async () => {
        const body = await search(b, 'quokka');
        return body.total > 0 ? body : undefined;
      },
      { timeoutMs: 5000, intervalMs: 10, what: 'the renamed shop on instance B' },
    );
    const elapsed = performance.now() - started;
    expect(found.items.map((item) => item.id)).toEqual([shop!.id]);
    expect(elapsed).toBeLessThan(1000);
    // …and on the instance that wrote it.
    expect((await search(a, 'quokka')).items.map((item) => item.id)).toEqual([shop!.id]);
  });

  it('drops the taxonomy caches on every instance when the taxonomy changes', async () => {
    const label = async (app: FastifyInstance) =>
      (
        await getJson<ShopSearchResult>(app, '/api/v1/vendor/fetch-shops?limit=1')
      ).facets.categories.find((bucket) => bucket.value === 'bridal')?.label;
    const before = await label(b);
    expect(before).toBeDefined();
    await a.database.db.transaction(async (tx) => {
      await tx.execute(sql`update category set name = 'Bridal Couture' where slug = 'bridal'`);
      await notifyTaxonomyChanged(tx);
    });
    await waitFor(async () => ((await label(b)) === 'Bridal Couture' ? true : undefined), {
      timeoutMs: 5000,
      intervalMs: 10,
      what: "instance B's new category name",
    });
  });
});
