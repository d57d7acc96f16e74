import type { ShopSearchResult } from '@vitrine/contracts/catalogue';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import {
  startTwoInstances,
  twoInstancesUnavailable,
  type TwoInstances,
} from '../../test/two-instances.ts';
import { waitFor } from '../../test/wait-for.ts';
import { notifyTaxonomyChanged, updateShop } from './index.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

const skip = twoInstancesUnavailable('shop index');

describe.skipIf(skip)('the shop index on two instances behind one Redis', () => {
  let cluster: TwoInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    cluster = await startTwoInstances(
      // Long enough that only shop:changed can explain what these tests see within a second.
      { SHOP_INDEX_CHECK_INTERVAL_MS: '3600000' },
    );
    ({ a, b } = cluster);
    await seedSmallCatalogue(a, 40);
  });
  afterAll(() => cluster?.close());

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
