import type { Shop, ShopSearchResult, ShopSummary } from '@vitrine/contracts/catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { allItems, getJson, parseCsv, readXlsx, seedSmallCatalogue } from './testing.ts';

const SHOPS = 40;
let t: TestApp;
/** Every seeded shop, as the unfiltered list returns them. */
let everyShop: ShopSummary[];

beforeAll(async () => {
  t = await createTestApp();
  await seedSmallCatalogue(t.app, SHOPS);
  everyShop = await allItems<ShopSummary>(t.app, '/api/v1/vendor/fetch-shops');
});
afterAll(() => t.close());

const search = (query: string) =>
  getJson<ShopSearchResult>(t.app, `/api/v1/vendor/fetch-shops?limit=100&${query}`);

const slugs = (refs: { slug: string }[]) => refs.map((r) => r.slug);
const languageCodes = (s: ShopSummary) => s.languages.map((l) => l.code);
/** The most common value of a facet among all shops, so filters have something to find. */
const commonest = (values: string[]) => {
  const counts = new Map<string, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
};

describe('GET /api/v1/vendor/fetch-shops', () => {
  it('lists every shop with the page shape, 20 to a page by default', async () => {
    const body = await getJson<ShopSearchResult>(t.app, '/api/v1/vendor/fetch-shops');
    expect(body.total).toBe(SHOPS);
    expect(body.page).toBe(1);
    expect(body.limit).toBe(20);
    expect(body.items).toHaveLength(20);
    expect(everyShop).toHaveLength(SHOPS);
    expect(new Set(everyShop.map((s) => s.id)).size).toBe(SHOPS);
  });

  describe('each filter alone', () => {
    const cases: [string, () => string, (s: ShopSummary, value: string) => boolean][] = [
      [
        'categories',
        () => commonest(everyShop.flatMap((s) => slugs(s.categories))),
        (s, v) => slugs(s.categories).includes(v),
      ],
      [
        'subCategories',
        () => commonest(everyShop.flatMap((s) => slugs(s.subCategories))),
        (s, v) => slugs(s.subCategories).includes(v),
      ],
      ['genders', () => 'men', (s, v) => (s.genders as string[]).includes(v)],
      [
        'occasions',
        () => commonest(everyShop.flatMap((s) => slugs(s.occasions))),
        (s, v) => slugs(s.occasions).includes(v),
      ],
      [
        'languages',
        () => commonest(everyShop.flatMap(languageCodes).filter((c) => c !== 'en')),
        (s, v) => languageCodes(s).includes(v),
      ],
      [
        'city',
        () => commonest(everyShop.map((s) => s.address.city)),
        (s, v) => s.address.city === v,
      ],
      ['premium', () => 'true', (s) => s.premium],
      ['isStitcher', () => 'true', (s) => s.isStitcher],
      ['isBrand', () => 'false', (s) => !s.isBrand],
      ['verified', () => 'true', (s) => s.verified],
    ];
    for (const [name, valueOf, matches] of cases) {
      it(`${name} returns exactly the shops that have it`, async () => {
        const value = valueOf();
        const expected = everyShop.filter((s) => matches(s, value)).map((s) => s.id);
        expect(expected.length).toBeGreaterThan(0);
        expect(expected.length).toBeLessThan(SHOPS);
        const body = await search(`${name}=${encodeURIComponent(value)}`);
        expect(body.total).toBe(expected.length);
        expect(body.items.map((s) => s.id).sort()).toEqual([...expected].sort());
      });
    }

    it('premium=false returns the other shops', async () => {
      const body = await search('premium=false');
      expect(body.total).toBe(everyShop.filter((s) => !s.premium).length);
      expect(body.items.every((s) => !s.premium)).toBe(true);
    });

    it('finds a city whatever its letter case', async () => {
      const city = everyShop[0]!.address.city;
      const body = await search(`city=${encodeURIComponent(city.toUpperCase())}`);
      expect(body.total).toBe(everyShop.filter((s) => s.address.city === city).length);
    });
  });

  describe('filters combined', () => {
    it('ORs the values of one kind, given comma-separated or repeated', async () => {
      const [a, b] = ['sarees', 'sherwanis'];
      const expected = everyShop.filter((s) =>
        slugs(s.subCategories).some((x) => x === a || x === b),
      );
      const commas = await search(`subCategories=${a},${b}`);
      const repeated = await search(`subCategories=${a}&subCategories=${b}`);
      expect(commas.total).toBe(expected.length);
      expect(commas.items.map((s) => s.id)).toEqual(repeated.items.map((s) => s.id));
      expect(commas.total).toBeGreaterThan((await search(`subCategories=${a}`)).total);
    });

    it('ANDs different kinds', async () => {
      const category = 'womens-ethnic';
      const occasion = commonest(
        everyShop
          .filter((s) => slugs(s.categories).includes(category))
          .flatMap((s) => slugs(s.occasions)),
      );
      const body = await search(
        `categories=${category}&occasions=${occasion}&genders=women&languages=en`,
      );
      const expected = everyShop.filter(
        (s) =>
          slugs(s.categories).includes(category) &&
          slugs(s.occasions).includes(occasion) &&
          s.genders.includes('women') &&
          languageCodes(s).includes('en'),
      );
      expect(expected.length).toBeGreaterThan(0);
      expect(body.items.map((s) => s.id).sort()).toEqual(expected.map((s) => s.id).sort());
    });

    it('combines a search with filters: every result matches both', async () => {
      const body = await search('searchKey=bridal&genders=women&premium=false');
      expect(body.total).toBeGreaterThan(0);
      for (const s of body.items) {
        expect(s.genders).toContain('women');
        expect(s.premium).toBe(false);
      }
      expect(body.total).toBeLessThan((await search('searchKey=bridal')).total + 1);
    });
  });

  describe('facets', () => {
    const countsOf = (shops: ShopSummary[], values: (s: ShopSummary) => string[]) => {
      const counts: Record<string, number> = {};
      for (const s of shops) for (const v of values(s)) counts[v] = (counts[v] ?? 0) + 1;
      return counts;
    };
    const asRecord = (buckets: { value: string; count: number }[]) =>
      Object.fromEntries(buckets.map((b) => [b.value, b.count]));

    it('counts each value over the filtered shops, leaving out that facet’s own filter', async () => {
      const category = 'womens-ethnic';
      const occasion = 'festive';
      const body = await search(`categories=${category}&occasions=${occasion}`);
      const inCategory = everyShop.filter((s) => slugs(s.categories).includes(category));
      const inOccasion = everyShop.filter((s) => slugs(s.occasions).includes(occasion));
      const inBoth = inCategory.filter((s) => slugs(s.occasions).includes(occasion));

      expect(body.total).toBe(inBoth.length);
      // The category facet ignores the category filter: counts over the festive shops.
      expect(asRecord(body.facets.categories)).toEqual(
        countsOf(inOccasion, (s) => slugs(s.categories)),
      );
      // The occasion facet ignores the occasion filter: counts over the category's shops.
      expect(asRecord(body.facets.occasions)).toEqual(
        countsOf(inCategory, (s) => slugs(s.occasions)),
      );
      // Facets without a filter count over the fully filtered set.
      expect(asRecord(body.facets.genders)).toEqual(countsOf(inBoth, (s) => s.genders));
      expect(asRecord(body.facets.cities)).toEqual(countsOf(inBoth, (s) => [s.address.city]));
      expect(asRecord(body.facets.languages)).toEqual(countsOf(inBoth, languageCodes));
      expect(asRecord(body.facets.subCategories)).toEqual(
        countsOf(inBoth, (s) => slugs(s.subCategories)),
      );
    });

    it('leaves shops that fail a yes/no filter out of every count, and ORs values within a facet', async () => {
      const categories = ['womens-ethnic', 'bridal'];
      const body = await search(
        `verified=true&categories=${categories.join('&categories=')}&genders=women`,
      );
      const verified = everyShop.filter((s) => s.verified);
      const inCategories = verified.filter((s) =>
        slugs(s.categories).some((c) => categories.includes(c)),
      );
      const forWomen = verified.filter((s) => s.genders.includes('women'));
      const inBoth = inCategories.filter((s) => s.genders.includes('women'));
      expect(inBoth.length).toBeGreaterThan(0);
      expect(inBoth.length).toBeLessThan(everyShop.length);

      expect(body.total).toBe(inBoth.length);
      expect(asRecord(body.facets.categories)).toEqual(
        countsOf(forWomen, (s) => slugs(s.categories)),
      );
      expect(asRecord(body.facets.genders)).toEqual(countsOf(inCategories, (s) => s.genders));
      expect(asRecord(body.facets.occasions)).toEqual(countsOf(inBoth, (s) => slugs(s.occasions)));
    });

    it('labels buckets for display and lists the biggest first', async () => {
      const body = await search('');
      const bridal = body.facets.categories.find((b) => b.value === 'bridal');
      expect(bridal?.label).toBe('Bridal');
      const men = body.facets.genders.find((b) => b.value === 'men');
      expect(men?.label).toBe('Men');
      const hindi = body.facets.languages.find((b) => b.value === 'hi');
      expect(hindi?.label).toBe('Hindi');
      const counts = body.facets.cities.map((b) => b.count);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts.reduce((a, b) => a + b, 0)).toBe(SHOPS);
    });
  });

  describe('sorting', () => {
    it('sort=rating puts the best rated first (then the most rated)', async () => {
      const { items } = await search('sort=rating');
      for (let i = 1; i < items.length; i++) {
        const [a, b] = [items[i - 1]!.rating, items[i]!.rating];
        expect(a.average > b.average || (a.average === b.average && a.count >= b.count)).toBe(true);
      }
    });

    it('sort=price puts the lowest starting price first', async () => {
      const prices = (await search('sort=price')).items.map((s) => s.priceRange.minMinor);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    });

    it('sort=newest puts the most recently opened shop first', async () => {
      const { items } = await getJson<ShopSearchResult>(
        t.app,
        '/api/v1/vendor/fetch-shops?sort=newest&limit=10',
      );
      const created = await Promise.all(
        items.map(
          async (s) =>
            (await getJson<Shop>(t.app, `/api/v1/vendor/getVendorById?id=${s.id}`)).createdAt,
        ),
      );
      expect(created).toEqual([...created].sort().reverse());
    });

    it('without a search, relevance shows premium shops first', async () => {
      const flags = (await search('')).items.map((s) => s.premium);
      expect(flags).toEqual([...flags].sort((a, b) => Number(b) - Number(a)));
      expect(flags).toContain(true);
    });
  });

  describe('pagination', () => {
    it('pages are stable and together hold every shop once', async () => {
      for (const sort of ['relevance', 'rating', 'newest', 'price']) {
        const pages: string[] = [];
        for (let page = 1; page <= Math.ceil(SHOPS / 7); page++) {
          const body = await getJson<ShopSearchResult>(
            t.app,
            `/api/v1/vendor/fetch-shops?sort=${sort}&limit=7&page=${page}`,
          );
          pages.push(...body.items.map((s) => s.id));
        }
        const single = (await search(`sort=${sort}`)).items.map((s) => s.id);
        expect(pages).toEqual(single);
      }
    });

    it('answers a page past the end with no items and the true total', async () => {
      const body = await getJson<ShopSearchResult>(
        t.app,
        '/api/v1/vendor/fetch-shops?page=3&limit=20',
      );
      expect(body.items).toEqual([]);
      expect(body.total).toBe(SHOPS);
      const last = await getJson<ShopSearchResult>(
        t.app,
        '/api/v1/vendor/fetch-shops?page=2&limit=20',
      );
      expect(last.items).toHaveLength(SHOPS - 20);
    });

    it('answers the largest page number with no items, and a larger one with a 400', async () => {
      const max = Number.MAX_SAFE_INTEGER;
      const body = await getJson<ShopSearchResult>(t.app, `/api/v1/vendor/fetch-shops?page=${max}`);
      expect(body.items).toEqual([]);
      expect(body.total).toBe(SHOPS);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vendor/fetch-shops?page=1e300',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('page');
    });

    it('accepts limit 100 and refuses 101 with a 400 naming limit', async () => {
      expect((await search('')).items).toHaveLength(SHOPS);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vendor/fetch-shops?limit=101',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
      expect(response.json().error.details).toEqual([expect.objectContaining({ field: 'limit' })]);
    });
  });

  describe('refuses bad input with a 400 naming the field', () => {
    const cases: [string, string][] = [
      ['categories=sarees-and-more', 'categories'],
      ['subCategories=womens-ethnic', 'subCategories'],
      ['genders=aliens', 'genders'],
      ['occasions=birthday-bash', 'occasions'],
      ['languages=xx', 'languages'],
      ['city=Atlantis', 'city'],
      ['premium=yes', 'premium'],
      ['isStitcher=1', 'isStitcher'],
      ['sort=cheapest', 'sort'],
      ['download=pdf', 'download'],
      ['page=0', 'page'],
      ['limit=0', 'limit'],
      [`searchKey=${'a'.repeat(101)}`, 'searchKey'],
    ];
    for (const [query, field] of cases) {
      it(`${query.slice(0, 40)} → ${field}`, async () => {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/vendor/fetch-shops?${query}`,
        });
        expect(response.statusCode).toBe(400);
        const { error } = response.json();
        expect(error.code).toBe('VALIDATION_FAILED');
        expect(error.details.map((d: { field: string }) => d.field)).toContain(field);
      });
    }

    it('names every unknown value in one message', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vendor/fetch-shops?occasions=wedding,nope,nada',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe("occasions: unknown values 'nope', 'nada'");
    });

    it('treats punctuation-only and hostile search text as plain text, never an error', async () => {
      for (const text of [
        "'",
        '"',
        ':*',
        '!(&|)',
        "'); drop table shop; --",
        '\\',
        '%_%',
        '😀',
        'साड़ी',
      ]) {
        const response = await t.app.inject({
          method: 'GET',
          url: `/api/v1/vendor/fetch-shops?searchKey=${encodeURIComponent(text)}`,
        });
        expect(response.statusCode, text).toBe(200);
      }
      expect((await search('')).total).toBe(SHOPS);
    });
  });

  describe('download', () => {
    const expectedRow = (s: ShopSummary) => [
      s.id,
      s.name,
      s.slug,
      s.address.city,
      s.address.state,
      s.address.country,
      s.categories.map((c) => c.name).join('; '),
      s.subCategories.map((c) => c.name).join('; '),
      s.genders.join('; '),
      s.occasions.map((o) => o.name).join('; '),
      s.languages.map((l) => l.name).join('; '),
      String(s.rating.average),
      String(s.rating.count),
      String(s.priceRange.minMinor / 100),
      String(s.priceRange.maxMinor / 100),
      s.priceRange.currency,
      String(s.premium),
      String(s.isStitcher),
      String(s.isBrand),
      String(s.verified),
    ];

    it('download=csv gives the whole filtered list, row for row', async () => {
      const query = 'categories=womens-ethnic&sort=rating';
      const listed = await allItems<ShopSummary>(t.app, `/api/v1/vendor/fetch-shops?${query}`);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vendor/fetch-shops?${query}&limit=5&download=csv`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="shops-\d{4}-\d{2}-\d{2}\.csv"$/,
      );
      const [header, ...rows] = parseCsv(response.body);
      expect(header?.[0]).toBe('Shop ID');
      expect(rows).toHaveLength(listed.length);
      expect(rows).toEqual(listed.map(expectedRow));
    });

    it('download=true means csv', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/v1/vendor/fetch-shops?download=true',
      });
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(parseCsv(response.body)).toHaveLength(SHOPS + 1);
    });

    it('download=xlsx gives a spreadsheet with the same rows', async () => {
      const query = 'searchKey=silk&sort=relevance';
      const listed = await allItems<ShopSummary>(t.app, `/api/v1/vendor/fetch-shops?${query}`);
      expect(listed.length).toBeGreaterThan(0);
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/vendor/fetch-shops?${query}&download=xlsx`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      const [header, ...rows] = await readXlsx(response.rawPayload);
      expect(header?.[1]).toBe('Name');
      expect(rows.map((r) => [r[0], r[1], r[11], r[13], r[16]])).toEqual(
        listed.map((s) => [s.id, s.name, s.rating.average, s.priceRange.minMinor / 100, s.premium]),
      );
    });
  });
});

describe('GET /api/v1/vendor/getVendors', () => {
  it('lists shops by name with the page shape', async () => {
    const body = await getJson<{ items: ShopSummary[]; total: number }>(
      t.app,
      '/api/v1/vendor/getVendors?limit=100',
    );
    expect(body.total).toBe(SHOPS);
    const names = body.items.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('isBrand=true lists the brands only', async () => {
    const body = await getJson<{ items: ShopSummary[]; total: number }>(
      t.app,
      '/api/v1/vendor/getVendors?isBrand=true',
    );
    expect(body.total).toBe(everyShop.filter((s) => s.isBrand).length);
    expect(body.items.every((s) => s.isBrand)).toBe(true);
  });

  it('downloads the whole directory', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/getVendors?download=csv&limit=3',
    });
    const rows = parseCsv(response.body).slice(1);
    const listed = await allItems<ShopSummary>(t.app, '/api/v1/vendor/getVendors');
    expect(rows.map((r) => r[0])).toEqual(listed.map((s) => s.id));
  });

  it('refuses limit 101', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/vendor/getVendors?limit=101',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('limit');
  });
});

describe('GET /api/v1/vendor/getCitiesAndStates', () => {
  it('lists every city with its state and shop count', async () => {
    const body = await getJson<{
      items: { city: string; state: string; country: string; shopCount: number }[];
    }>(t.app, '/api/v1/vendor/getCitiesAndStates');
    const cities = new Set(everyShop.map((s) => s.address.city));
    expect(body.items.map((c) => c.city).sort()).toEqual([...cities].sort());
    expect(body.items.reduce((sum, c) => sum + c.shopCount, 0)).toBe(SHOPS);
    const one = everyShop[0]!;
    expect(body.items).toContainEqual(
      expect.objectContaining({ city: one.address.city, state: one.address.state, country: 'IN' }),
    );
  });
});

describe('GET /api/v1/vendor/getVendorById and /vendor/fetch-shop', () => {
  it('returns the shop page with gallery, time zone and product count', async () => {
    const summary = everyShop[3]!;
    const shop = await getJson<Shop>(t.app, `/api/v1/vendor/getVendorById?id=${summary.id}`);
    expect(shop).toMatchObject({ ...summary });
    expect(shop.galleryUrls).toHaveLength(4);
    expect(shop.timeZone).toBe('Asia/Kolkata');
    expect(shop.productCount).toBeGreaterThanOrEqual(3);
  });

  it('fetch-shop finds the same shop by id or by slug', async () => {
    const summary = everyShop[5]!;
    const byId = await getJson<Shop>(t.app, `/api/v1/vendor/fetch-shop?id=${summary.id}`);
    const bySlug = await getJson<Shop>(t.app, `/api/v1/vendor/fetch-shop?slug=${summary.slug}`);
    expect(byId).toEqual(bySlug);
    expect(byId.id).toBe(summary.id);
  });

  it('answers 404 for a shop that does not exist', async () => {
    for (const url of [
      '/api/v1/vendor/getVendorById?id=00000000-0000-4000-8000-000000000000',
      '/api/v1/vendor/fetch-shop?slug=no-such-shop',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
  });

  it('answers 400 for a malformed id, and for neither or both of id and slug', async () => {
    for (const url of [
      '/api/v1/vendor/getVendorById?id=42',
      '/api/v1/vendor/getVendorById',
      '/api/v1/vendor/fetch-shop',
      `/api/v1/vendor/fetch-shop?id=${everyShop[0]!.id}&slug=${everyShop[0]!.slug}`,
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.details[0].field).toBe('id');
    }
  });
});
