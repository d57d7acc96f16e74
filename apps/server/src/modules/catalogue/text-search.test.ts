import type { ShopSearchResult, ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { buildTsQuery, isRealCorrection, searchWords } from './text-search.ts';
import { allItems, getJson, seedSmallCatalogue } from './testing.ts';

describe('searchWords', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchWords('Banarasi  Silk-Sarees, JAIPUR!')).toEqual([
      'banarasi',
      'silk',
      'sarees',
      'jaipur',
    ]);
  });

  it('keeps Indic words whole, vowel signs included', () => {
    expect(searchWords('बनारसी साड़ी')).toEqual(['बनारसी', 'साड़ी']);
  });

  it('drops one-letter words from longer queries but keeps a single letter being typed', () => {
    expect(searchWords("women's kurtis")).toEqual(['women', 'kurtis']);
    expect(searchWords('k')).toEqual(['k']);
  });

  it('removes repeats and keeps at most eight words', () => {
    expect(searchWords('silk silk Silk')).toEqual(['silk']);
    expect(searchWords('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10')).toHaveLength(8);
  });

  it('finds no words in punctuation', () => {
    expect(searchWords(`'":*!&|()`)).toEqual([]);
  });
});

describe('isRealCorrection', () => {
  const analysed = (
    word: string,
    correction: string | undefined,
    prefix: string,
    corr?: string,
  ) => ({
    word,
    correction,
    prefixQuery: prefix,
    correctionQuery: corr,
  });

  it('counts a different known word as a correction', () => {
    expect(isRealCorrection(analysed('boutque', 'boutique', "'boutqu':*", "'boutiqu'"))).toBe(true);
  });

  it('does not count the word itself, a word it starts, or the same stem', () => {
    expect(isRealCorrection(analysed('silk', 'silk', "'silk':*", "'silk'"))).toBe(false);
    expect(isRealCorrection(analysed('sher', 'sherwani', "'sher':*", "'sherwani'"))).toBe(false);
    expect(isRealCorrection(analysed('sarees', 'saree', "'sare':*", "'sare'"))).toBe(false);
    expect(isRealCorrection(analysed('ja', undefined, "'ja':*"))).toBe(false);
  });
});

describe('buildTsQuery', () => {
  it('makes every word a prefix, ORed with its correction, all words ANDed', () => {
    const corrections = new Map([
      ['boutque', 'boutique'],
      ['rangoli', 'rangoli'],
    ]);
    expect(buildTsQuery(['rangoli', 'boutque', 'ja'], corrections)).toBe(
      'rangoli:* & (boutque:* | boutique) & ja:*',
    );
    expect(buildTsQuery(['silk', 'saree'], new Map(), '|')).toBe('silk:* | saree:*');
  });
});

describe('GET /api/v1/vendor/fetch-shops?searchKey=', () => {
  let t: TestApp;
  let shops: ShopSummary[];
  beforeAll(async () => {
    t = await createTestApp();
    await seedSmallCatalogue(t.app, 40);
    shops = await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops');
  });
  afterAll(() => t.close());

  const searchFor = (text: string) =>
    getJson<ShopSearchResult>(
      t.app,
      `/api/v1/vendor/fetch-shops?limit=100&searchKey=${encodeURIComponent(text)}`,
    );

  /** The name with one letter of its longest word changed, dropped or doubled. */
  const misspell = (name: string, how: 'substitute' | 'delete' | 'insert') => {
    const words = name.split(' ');
    const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
    const i = Math.floor(longest.length / 2);
    const letter = longest[i]!;
    const other = letter.toLowerCase() === 'x' ? 'q' : 'x';
    const typo =
      how === 'substitute'
        ? longest.slice(0, i) + other + longest.slice(i + 1)
        : how === 'delete'
          ? longest.slice(0, i) + longest.slice(i + 1)
          : longest.slice(0, i) + letter + longest.slice(i);
    return words.map((w) => (w === longest ? typo : w)).join(' ');
  };

  for (const how of ['substitute', 'delete', 'insert'] as const) {
    it(`finds every shop first when one letter of its name is mistyped (${how})`, async () => {
      const misses: string[] = [];
      for (const shop of shops) {
        const typed = misspell(shop.name, how);
        expect(typed).not.toBe(shop.name);
        const { items } = await searchFor(typed);
        if (items[0]?.id !== shop.id) misses.push(`${typed} → ${items[0]?.name ?? 'nothing'}`);
      }
      expect(misses).toEqual([]);
    });
  }

  it('finds a shop from the start of a word being typed', async () => {
    const shop = shops.find((s) => s.name.split(' ')[0]!.length >= 6)!;
    const prefix = shop.name.slice(0, 4);
    const { items } = await searchFor(prefix);
    expect(items.map((s) => s.id)).toContain(shop.id);
  });

  it('matches several words across name, city and categories, all of them required', async () => {
    const shop = shops.find((s) => s.categories.length > 0)!;
    const nameWord = shop.name.split(' ')[0]!;
    const { items } = await searchFor(`${nameWord} ${shop.address.city}`);
    expect(items[0]?.id).toBe(shop.id);
    for (const found of items) {
      const text = `${found.name} ${found.address.city} ${found.description}`.toLowerCase();
      expect(text).toContain(shop.address.city.toLowerCase());
    }
  });

  it('finds shops by a category word, its plural or singular, and a prefix of it', async () => {
    const withSherwanis = shops.filter((s) => s.subCategories.some((c) => c.slug === 'sherwanis'));
    expect(withSherwanis.length).toBeGreaterThan(0);
    for (const text of ['sherwanis', 'sherwani', 'sherw']) {
      const ids = (await searchFor(text)).items.map((s) => s.id);
      for (const shop of withSherwanis) expect(ids, text).toContain(shop.id);
    }
  });

  it('corrects a typo in a category word', async () => {
    const withLehengas = shops.filter((s) => s.subCategories.some((c) => c.slug === 'lehengas'));
    expect(withLehengas.length).toBeGreaterThan(0);
    const ids = (await searchFor('lehnga')).items.map((s) => s.id);
    for (const shop of withLehengas) expect(ids).toContain(shop.id);
  });

  it('says which words it corrected, in the search answer', async () => {
    expect((await searchFor('lehnga')).correctedSearchKey).toBe('lehenga');
    const withLehengas = shops.find((s) => s.subCategories.some((c) => c.slug === 'lehengas'))!;
    const city = searchWords(withLehengas.address.city).join(' ');
    const both = await searchFor(`Lehnga ${withLehengas.address.city}`);
    expect(both.items.map((s) => s.id)).toContain(withLehengas.id);
    expect(both.correctedSearchKey).toBe(`lehenga ${city}`);
  });

  it('says nothing was corrected for known words, their plurals and prefixes being typed', async () => {
    for (const text of ['sherwani', 'sherwanis', 'sherw', 'silk']) {
      const body = await searchFor(text);
      expect(body.total, text).toBeGreaterThan(0);
      expect(body.correctedSearchKey, text).toBeUndefined();
    }
  });

  it('ranks shops named for the words above shops that only sell them', async () => {
    const { items } = await searchFor('bridal');
    const named = items.map((s) => /bridal/i.test(s.name));
    expect(named).toContain(true);
    expect(named).toContain(false);
    expect(named.indexOf(false)).toBeGreaterThan(named.lastIndexOf(true));
  });

  it('finds nothing for words that match nothing', async () => {
    const body = await searchFor('zzqxj wqqzv');
    expect(body.items).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.facets.categories).toEqual([]);
  });
});
