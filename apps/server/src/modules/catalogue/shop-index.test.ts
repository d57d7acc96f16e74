import type { ShopSort } from '@vitrine/contracts/catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createShopIndex } from './shop-index.ts';
import { createShopsRepository, type ShopsRepository } from './shops.repository.ts';
import type { TextQuery } from './text-search.ts';
import { createTextSearchRepository } from './text-search.repository.ts';
import { createTextSearchService } from './text-search.service.ts';
import { seedSmallCatalogue } from './testing.ts';
import {
  closeness,
  hasPortableTrigrams,
  similarity,
  trigramProfile,
  wordSimilarity,
} from './trigram-closeness.ts';

let t: TestApp;
let names: string[];
beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, 40);
  names = (await query<{ name: string }>(sql`select name from shop order by id`)).map(
    (r) => r.name,
  );
});
afterAll(() => t.close());

const ids = (found: { shops: { id: string }[] }) => found.shops.map((shop) => shop.id);
const query = <T>(statement: ReturnType<typeof sql>) => rawRows<T>(t.app.database.db, statement);
const prepare = async (text: string) =>
  (await createTextSearchService({
    textSearchRepository: createTextSearchRepository(t.app.database.db),
    clock: () => new Date(),
  }).prepare(text))!;

/** A shop index over the test database, with a watch on SQL fallbacks. */
function indexUnderTest() {
  const repository = createShopsRepository(t.app.database.db);
  const textMatches = vi.fn(repository.textMatches);
  const shopsRepository: ShopsRepository = { ...repository, textMatches };
  const index = createShopIndex({ shopsRepository });
  return { index, textMatches };
}

/** What PostgreSQL answers for a full-text search, in relevance order (the SQL the index replaces). */
async function expectedByRelevance(text: TextQuery): Promise<string[]> {
  const closeness = sql`(word_similarity(${text.text}, name) + similarity(${text.text}, name))`;
  const rows = await query<{ id: string }>(sql`
    select id::text from shop where search @@ to_tsquery('english', ${text.tsquery})
    order by (case
      when name_document @@ to_tsquery('english', ${text.anyTsquery}) then 2 + ${closeness}
      when tags_document @@ to_tsquery('english', ${text.anyTsquery}) then 1
      else 0 end) desc, rating_average desc, rating_count desc, id`);
  return rows.map((r) => r.id);
}

/** A letter of the longest word changed: the typos shoppers make. */
const typo = (name: string) =>
  name.replace(/\w{4,}/, (word) => {
    const i = Math.floor(word.length / 2);
    return word.slice(0, i) + (word[i] === 'e' ? 'a' : 'e') + word.slice(i + 1);
  });

describe('the pg_trgm port', () => {
  it('gives bit for bit what PostgreSQL gives, for every shop name against many texts', async () => {
    const texts = [
      ...names.map((n) => typo(n).toLowerCase()),
      ...names.map((n) => n.split(' ')[0]!.toLowerCase()),
      'meera slks',
      'silk saree',
      'a',
      'ab',
      'jaipur 2',
      'the house of',
      'moxi kids',
      'ab12cd ef',
      'xyz',
      'gentlemen’s ethnic',
      '“jashn” — kochi',
    ];
    expect(names.every(hasPortableTrigrams)).toBe(true);
    expect(texts.every(hasPortableTrigrams)).toBe(true);
    const rows = await query<{ text: string; name: string; ws: number; sim: number; rank: number }>(
      sql`select t.text, s.name,
          word_similarity(t.text, s.name)::float8 as ws,
          similarity(t.text, s.name)::float8 as sim,
          2 + (word_similarity(t.text, s.name) + similarity(t.text, s.name)) as rank
        from shop s, unnest(${sql.param(texts)}::text[]) as t(text)`,
    );
    expect(rows.length).toBe(texts.length * names.length);
    const mismatches = rows.filter((row) => {
      const [text, name] = [trigramProfile(row.text), trigramProfile(row.name)];
      return (
        wordSimilarity(text, name) !== row.ws ||
        similarity(text, name) !== row.sim ||
        2 + closeness(text, name) !== row.rank
      );
    });
    expect(mismatches).toEqual([]);
  });
});

describe('the shop index', () => {
  it('matches and ranks exactly as PostgreSQL does, without asking it for matches', async () => {
    const { index, textMatches } = indexUnderTest();
    const texts = [
      'silk',
      'sil',
      's',
      'sarees',
      'saree',
      'lehnga',
      'bridal lehenga',
      'the silk',
      'boutque jaipur',
      'sherwani',
      'tailor',
      'zzqxj',
      ...names.slice(0, 12).map(typo),
      ...names.slice(12, 20),
    ];
    for (const text of texts) {
      const prepared = await prepare(text);
      const expected = await expectedByRelevance(prepared);
      const found = await index.search({ text: prepared }, 'relevance');
      expect(ids(found), text).toEqual(expected);
      expect(found.total, text).toBe(ids(found).length);
      // Pages only rank as many name matches as they show.
      for (const page of [
        { offset: 0, limit: 1 },
        { offset: 0, limit: 5 },
        { offset: 3, limit: 4 },
      ]) {
        const paged = await index.search({ text: prepared }, 'relevance', page);
        expect(ids(paged), text).toEqual(expected.slice(page.offset, page.offset + page.limit));
      }
    }
    expect(textMatches).not.toHaveBeenCalled();
  });

  it('matches nothing for stop words only, as an empty tsquery does', async () => {
    const { index } = indexUnderTest();
    const found = await index.search({ text: await prepare('the and of') }, 'relevance');
    expect(found.total).toBe(0);
  });

  it('orders every sort as PostgreSQL does, ties by id included', async () => {
    const { index } = indexUnderTest();
    const orders: Record<Exclude<ShopSort, 'relevance'>, string> = {
      rating: 'rating_average desc, rating_count desc, id',
      newest: 'created_at desc, id',
      price: 'price_min_minor, id',
    };
    for (const [sort, order] of Object.entries(orders)) {
      const expected = await query<{ id: string }>(
        sql`select id::text from shop order by ${sql.raw(order)}`,
      );
      const found = await index.search({}, sort as ShopSort);
      expect(ids(found), sort).toEqual(expected.map((r) => r.id));
    }
    const featured = await query<{ id: string }>(sql`select id::text from shop
      order by premium desc, rating_average desc, rating_count desc, id limit 7 offset 5`);
    const page = await index.search({}, 'relevance', { limit: 7, offset: 5 });
    expect(ids(page)).toEqual(featured.map((r) => r.id));
  });

  it('asks PostgreSQL to rank a name it cannot compare in process (letters beyond ASCII)', async () => {
    const { index, textMatches } = indexUnderTest();
    const [shop] = await query<{ id: string; name: string }>(
      sql`select id::text, name from shop order by id limit 1`,
    );
    await query(sql`update shop set name = ${`${shop!.name} Café`} where id = ${shop!.id}`);
    try {
      const text = await prepare(shop!.name.split(' ')[0]!);
      const found = await index.search({ text }, 'relevance');
      expect(ids(found)).toContain(shop!.id);
      expect(ids(found)).toEqual(await expectedByRelevance(text));
      expect(textMatches).toHaveBeenCalled();
    } finally {
      await query(sql`update shop set name = ${shop!.name} where id = ${shop!.id}`);
    }
  });

  it('sees a changed shop once told, and a change nobody announced at its periodic check', async () => {
    const { index } = indexUnderTest();
    const premiumCount = async () => (await index.search({ premium: true }, 'rating')).total;
    const before = await premiumCount();
    const [shop] = await query<{ id: string }>(
      sql`select id::text from shop where not premium order by id limit 1`,
    );
    await query(sql`update shop set premium = true where id = ${shop!.id}`);
    try {
      // Until told (shop:changed) or until its check, the index answers from memory, as loaded.
      expect(await premiumCount()).toBe(before);
      await index.shopsChanged([shop!.id]);
      expect(await premiumCount()).toBe(before + 1);

      await query(sql`update shop set premium = false where id = ${shop!.id}`);
      expect(await premiumCount()).toBe(before + 1);
      expect(await index.heal()).toBe(1);
      expect(await premiumCount()).toBe(before);
      expect(await index.heal()).toBe(0);
    } finally {
      await query(sql`update shop set premium = false where id = ${shop!.id}`);
    }
  });
});
