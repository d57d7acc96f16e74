import type { ShopSearchResult, ShopSort } from '@vitrine/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { updateShop } from './index.ts';
import { createShopIndex, type ShopFilters, type ShopSearchPage } from './shop-index.ts';
import { createShopsRepository } from './shops.repository.ts';
import { createTextSearchRepository } from './text-search.repository.ts';
import { createTextSearchService } from './text-search.service.ts';
import { getJson, seedSmallCatalogue } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, 40);
});
afterAll(() => t.close());

const query = <T>(statement: ReturnType<typeof sql>) => rawRows<T>(t.app.database.db, statement);
const newIndex = () =>
  createShopIndex({ shopsRepository: createShopsRepository(t.app.database.db) });

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let r = Math.imul(a ^ (a >>> 15), 1 | a);
    r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r;
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}

/**
 * One random write to the shop table, as SQL (the index is told afterwards): flags, ratings
 * (featured and rating orders), prices, names (lexemes and trigrams), facet values (a new city
 * included), creation times (newest), a new shop, a removed shop. Returns the ids it touched.
 */
async function randomWrite(rng: ReturnType<typeof random>, step: number): Promise<string[]> {
  const ids = (await query<{ id: string }>(sql`select id::text from shop order by id`)).map(
    (r) => r.id,
  );
  const id = rng.pick(ids);
  const other = rng.pick(ids);
  const kind = rng.pick([
    'flags',
    'rating',
    'rating-tie',
    'price',
    'name',
    'facets',
    'city',
    'created',
    'insert',
    'delete',
  ] as const);
  switch (kind) {
    case 'flags':
      await query(sql`update shop set premium = not premium, verified = ${rng.next() < 0.5},
        is_brand = ${rng.next() < 0.3} where id = ${id}`);
      return [id];
    case 'rating':
      await query(sql`update shop set rating_average = ${Math.round(rng.next() * 50) / 10},
        rating_count = ${Math.floor(rng.next() * 300)} where id = ${id}`);
      return [id];
    case 'rating-tie': {
      // Equal ratings and counts, so the id decides between the two, as in PostgreSQL.
      await query(sql`update shop set (rating_average, rating_count, premium) =
        (select rating_average, rating_count, premium from shop where id = ${other}) where id = ${id}`);
      return [id];
    }
    case 'price': {
      const min = Math.floor(rng.next() * 5) * 100_000;
      await query(sql`update shop set price_min_minor = ${min}, price_max_minor = ${min + 500_000}
        where id = ${id}`);
      return [id];
    }
    case 'name':
      await query(sql`update shop set name = ${rng.pick(['Silk', 'Lehenga', 'Quokka', 'Meera'])}
        || ' ' || ${rng.pick(['House', 'Atelier', 'Sarees', 'Tailors'])} || ' ' || ${step}
        where id = ${id}`);
      return [id];
    case 'facets':
      await query(sql`update shop set
        category_slugs = (select category_slugs from shop where id = ${other}),
        occasion_slugs = (select occasion_slugs from shop where id = ${other}),
        genders = ${sql.param(rng.pick([['women'], ['men', 'kids'], []]))}::text[],
        language_codes = (select language_codes from shop where id = ${other})
        where id = ${id}`);
      return [id];
    case 'city':
      await query(sql`update shop set city = ${rng.pick(['Kochi', 'Shillong', `Town ${step}`])}
        where id = ${id}`);
      return [id];
    case 'created':
      await query(sql`update shop set created_at =
        (select created_at from shop where id = ${other}) + ${`${rng.pick([0, 1, -1])} microseconds`}::interval
        where id = ${id}`);
      return [id];
    case 'insert': {
      const [row] = await query<{ id: string }>(sql`insert into shop
        (slug, name, description, city, state, category_slugs, sub_category_slugs, genders,
         occasion_slugs, language_codes, keywords, premium, rating_average, rating_count,
         price_min_minor, price_max_minor)
        select slug || '-copy-' || ${step}, name || ' Copy', description, city, state,
          category_slugs, sub_category_slugs, genders, occasion_slugs, language_codes, keywords,
          premium, rating_average, rating_count, price_min_minor, price_max_minor
        from shop where id = ${id} returning id::text`);
      return [row!.id];
    }
    case 'delete':
      await query(sql`delete from shop where id = ${id}`);
      return [id];
  }
}

/**
 * A search's answer with each facet's buckets by value: the index lists them in the order it
 * first met the values (the service sorts them by count and label), which differs after changes.
 */
const comparable = (found: ShopSearchPage) => ({
  ...found,
  facets: Object.fromEntries(
    Object.entries(found.facets).map(([facet, buckets]) => [
      facet,
      [...buckets].sort((a, b) => (a.value < b.value ? -1 : 1)),
    ]),
  ),
});

const SORTS: ShopSort[] = ['relevance', 'rating', 'newest', 'price'];

/** Searches a single-shop-updated index must answer exactly as a freshly loaded one. */
async function searchesOf(): Promise<ShopFilters[]> {
  const textSearch = createTextSearchService({
    textSearchRepository: createTextSearchRepository(t.app.database.db),
    clock: () => new Date(),
  });
  const texts = await Promise.all(
    ['silk', 'quokka', 'lehenga house', 'sarees', 'tailor', 'meera', 'copy'].map(
      async (text) => (await textSearch.prepare(text))!,
    ),
  );
  return [
    {},
    { premium: true },
    { verified: false, isBrand: false },
    { genders: ['women'] },
    { cities: ['Kochi', 'Shillong'] },
    ...texts.map((text) => ({ text })),
    { text: texts[0], premium: false, genders: ['women', 'men'] },
  ];
}

describe('a shop index kept current shop by shop', () => {
  it('answers every search, sort and page exactly as an index loaded afresh', async () => {
    const live = newIndex();
    await live.search({}, 'rating');
    const searches = await searchesOf();
    const rng = random(20261124);
    for (let round = 0; round < 8; round++) {
      for (let step = 0; step < 12; step++) {
        const touched = await randomWrite(rng, round * 100 + step);
        await live.shopsChanged(touched);
      }
      const fresh = newIndex();
      for (const filters of searches) {
        for (const sort of SORTS) {
          for (const page of [undefined, { offset: 0, limit: 5 }, { offset: 7, limit: 3 }]) {
            const what = `round ${round}, ${JSON.stringify({ ...filters, text: filters.text?.text })}, ${sort}, ${JSON.stringify(page)}`;
            expect(comparable(await live.search(filters, sort, page)), what).toEqual(
              comparable(await fresh.search(filters, sort, page)),
            );
          }
        }
      }
    }
    // Every change took a new slot; the removed and replaced ones are dead.
    const stats = live.stats()!;
    expect(stats.shops).toBe(
      (await query<{ n: number }>(sql`select count(*)::int as n from shop`))[0]!.n,
    );
    expect(stats.slots).toBeGreaterThan(stats.shops);
  });

  it('ignores a repeated announcement (delivery is at least once)', async () => {
    const index = newIndex();
    await index.search({}, 'rating');
    const [shop] = await query<{ id: string }>(sql`select id::text from shop order by id limit 1`);
    const slots = index.stats()!.slots;
    await index.shopsChanged([shop!.id, shop!.id]);
    await index.shopsChanged([shop!.id]);
    expect(index.stats()!.slots).toBe(slots);
  });

  it('heals a change nobody announced: an update, an insert and a delete', async () => {
    const index = newIndex();
    const premium = async () => (await index.search({ premium: true }, 'rating')).total;
    const all = async () => (await index.search({}, 'rating')).total;
    const [before, total] = [await premium(), await all()];
    const [shop] = await query<{ id: string }>(
      sql`select id::text from shop where not premium order by id limit 1`,
    );
    await query(sql`update shop set premium = true where id = ${shop!.id}`);
    const [victim] = await query<{ id: string }>(
      sql`select id::text from shop where id <> ${shop!.id} and not premium order by id desc limit 1`,
    );
    await query(sql`delete from shop where id = ${victim!.id}`);
    await query(
      sql`insert into shop (slug, name, city, state) values ('heal-me', 'Heal Me', 'Kochi', 'Kerala')`,
    );
    expect([await premium(), await all()]).toEqual([before, total]);

    expect(await index.heal()).toBe(3);
    expect([await premium(), await all()]).toEqual([before + 1, total]);
    expect(await index.heal()).toBe(0);
  });
});

describe('shop:changed through the app', () => {
  it('shows a shop changed with updateShop in the next searches, cached answers included', async () => {
    const url = '/api/v1/vendor/fetch-shops?searchKey=zanzibar';
    expect((await getJson<ShopSearchResult>(t.app, url)).total).toBe(0);
    const [shop] = await query<{ id: string }>(sql`select id::text from shop order by id limit 1`);
    const db = t.app.database.db;
    await db.transaction((tx) => updateShop(tx, shop!.id, { name: 'Zanzibar Looms' }));
    const found = await waitFor(
      async () => {
        const body = await getJson<ShopSearchResult>(t.app, url);
        return body.total > 0 ? body : undefined;
      },
      { what: 'the renamed shop in the search' },
    );
    expect(found.items.map((item) => item.id)).toEqual([shop!.id]);
  });

  it('refuses an unknown shop and announces nothing for it', async () => {
    const nobody = '00000000-0000-4000-8000-000000000000';
    const db = t.app.database.db;
    expect(await db.transaction((tx) => updateShop(tx, nobody, { name: 'Nobody' }))).toBe(false);
    const events = await query(sql`select id from outbox_event where payload->>'id' = ${nobody}`);
    expect(events).toEqual([]);
  });
});
