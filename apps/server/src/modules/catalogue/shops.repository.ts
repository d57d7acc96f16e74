import type { SetAvailabilityInput } from '@vitrine/contracts/availability';
import { and, asc, count, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction, runInTransaction } from '../../platform/db/transaction.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { shop } from './catalogue.schema.ts';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../platform/outbox/index.ts';
import type { TextQuery } from './text-search.ts';
import { textMatch } from './text-search.repository.ts';

/** The facets of the shop search, in the order the response lists them. */
export const SHOP_FACETS = [
  'categories',
  'subCategories',
  'occasions',
  'genders',
  'languages',
  'cities',
] as const;
export type ShopFacet = (typeof SHOP_FACETS)[number];

export type Page = { limit: number; offset: number };

/** A suspended shop (staff) is out of search, the directory and its public page. */
const listed = isNull(shop.suspendedAt);

const summaryColumns = {
  id: shop.id,
  slug: shop.slug,
  name: shop.name,
  description: shop.description,
  logoUrl: shop.logoUrl,
  coverUrl: shop.coverUrl,
  city: shop.city,
  state: shop.state,
  country: shop.country,
  categorySlugs: shop.categorySlugs,
  subCategorySlugs: shop.subCategorySlugs,
  genders: shop.genders,
  occasionSlugs: shop.occasionSlugs,
  languageCodes: shop.languageCodes,
  premium: shop.premium,
  isStitcher: shop.isStitcher,
  isBrand: shop.isBrand,
  verified: shop.verified,
  ratingAverage: shop.ratingAverage,
  ratingCount: shop.ratingCount,
  priceMinMinor: shop.priceMinMinor,
  priceMaxMinor: shop.priceMaxMinor,
  currency: shop.currency,
};

const detailColumns = {
  ...summaryColumns,
  galleryUrls: shop.galleryUrls,
  timeZone: shop.timeZone,
  createdAt: shop.createdAt,
  // Spelled out: drizzle leaves the columns of a one-table select unqualified, which would
  // make a correlated subquery compare product.shop_id with product.id.
  productCount: sql<number>`(select count(*)::int from product where product.shop_id = shop.id and product.archived_at is null)`,
  /** What says whether the shop takes meetings (`takesMeetings`); null until it sets hours. */
  meetingHours: sql<MeetingHours | null>`(select json_build_object('weeklyHours', a.weekly_hours, 'exceptions', a.exceptions) from shop_availability a where a.shop_id = shop.id)`,
};

type MeetingHours = Pick<SetAvailabilityInput, 'weeklyHours' | 'exceptions'>;

export type ShopRow = Pick<typeof shop.$inferSelect, keyof typeof summaryColumns>;
export type ShopDetailRow = Pick<
  typeof shop.$inferSelect,
  keyof typeof summaryColumns | 'galleryUrls' | 'timeZone' | 'createdAt'
> & { productCount: number; meetingHours: MeetingHours | null };

/**
 * Relevance in tiers: the name mentions a word of the text (2, plus how close the name is to
 * the whole text, so "meera slks" puts "Meera Silks" before "Meera Silks Jaipur"), the tags
 * (categories, occasions, place) mention one (1), or only the description does (0); then rating.
 * Ranking on the two small documents, and computing similarity only for name matches, costs a
 * fraction of ts_rank over the full document. Fuzzy matches are all about the name.
 */
const shopRank = (text: TextQuery): SQL<number> => {
  const closeness = sql`word_similarity(${text.text}, ${shop.name}) + similarity(${text.text}, ${shop.name})`;
  if (text.fuzzy) return sql<number>`(2 + ${closeness})`;
  return sql<number>`(case
    when ${shop.nameDocument} @@ to_tsquery('english', ${text.anyTsquery}) then 2 + ${closeness}
    when ${shop.tagsDocument} @@ to_tsquery('english', ${text.anyTsquery}) then 1
    else 0 end)`;
};

/** The sorts that do not depend on the text, as ORDER BYs; ties end with the id. */
const ORDERS = {
  featured: 'premium desc, rating_average desc, rating_count desc, id',
  rating: 'rating_average desc, rating_count desc, id',
  newest: 'created_at desc, id',
  price: 'price_min_minor, id',
} as const;
export type FixedShopOrder = keyof typeof ORDERS;
export const FIXED_SHOP_ORDERS = Object.keys(ORDERS) as FixedShopOrder[];

/**
 * A tsvector's lexemes joined by spaces: a third of a million lexemes parse several times
 * faster from one string per row than as arrays. Lexemes made by to_tsvector never contain
 * white space (the parser splits on it).
 */
const lexemesOf = (document: AnyPgColumn) =>
  sql<string>`array_to_string(tsvector_to_array(${document}), ' ')`;

/** What the shop index holds of one shop (see shop-index.ts). */
export type ShopIndexRow = ShopRow & {
  /** The lexemes of `search`, `name_document` and `tags_document`. */
  searchLexemes: string[];
  nameLexemes: string[];
  tagsLexemes: string[];
  /** created_at in microseconds since 1970 (the `newest` order; a Date would drop the micros). */
  createdMicros: number;
  /** updated_at in microseconds since 1970 (the index's periodic check sums them). */
  updatedMicros: number;
};

/** A full load also carries each shop's 1-based place in each fixed order, as PostgreSQL sorts. */
export type ShopIndexLoadRow = ShopIndexRow & { positions: Record<FixedShopOrder, number> };

/** Microseconds since 1970, exact as a float8 until the year 2255. */
const micros = (column: AnyPgColumn) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;

const indexColumns = {
  ...summaryColumns,
  searchLexemes: lexemesOf(shop.search),
  nameLexemes: lexemesOf(shop.nameDocument),
  tagsLexemes: lexemesOf(shop.tagsDocument),
  createdMicros: micros(shop.createdAt),
  updatedMicros: micros(shop.updatedAt),
};

const splitLexemes = (lexemes: string) => (lexemes === '' ? [] : lexemes.split(' '));
const toIndexRow = <R extends { searchLexemes: string; nameLexemes: string; tagsLexemes: string }>(
  row: R,
) => ({
  ...row,
  searchLexemes: splitLexemes(row.searchLexemes),
  nameLexemes: splitLexemes(row.nameLexemes),
  tagsLexemes: splitLexemes(row.tagsLexemes),
});

/** What a writer may change of a shop: everything but its id, its times and the documents. */
export type ShopPatch = Partial<Omit<typeof shop.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>>;

/** Changes one shop in the caller's transaction (updated_at is stamped by a trigger); false if absent. */
export async function updateShopRow(q: Queryable, id: string, patch: ShopPatch): Promise<boolean> {
  const updated = await q
    .update(shop)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(shop.id, id))
    .returning({ id: shop.id });
  return updated.length > 0;
}

/** What a new shop needs: its unique slug and the profile; the rest takes the column defaults. */
export type NewShop = Omit<
  typeof shop.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'nameDocument' | 'tagsDocument' | 'search'
>;

/** Adds a shop in the caller's transaction; resolves its id. */
export async function insertShopRow(q: Transaction | Queryable, values: NewShop): Promise<string> {
  const [row] = await queryWith(q).insert(shop).values(values).returning({ id: shop.id });
  return row!.id;
}

/** Whether a shop already uses this slug (a new shop's slug must be free). */
export async function slugTaken(q: Transaction | Queryable, slug: string): Promise<boolean> {
  const [row] = await queryWith(q)
    .select({ id: shop.id })
    .from(shop)
    .where(eq(shop.slug, slug))
    .limit(1);
  return row !== undefined;
}

/**
 * Locks a shop's row until the transaction ends (writers of one shop's derived figures, such as
 * its rating, take turns); false when there is no such shop.
 */
export async function lockShopRow(tx: Transaction, id: string): Promise<boolean> {
  const rows = await queryWith(tx)
    .select({ id: shop.id })
    .from(shop)
    .where(eq(shop.id, id))
    .for('update');
  return rows.length > 0;
}

/** Stores a shop's rating (the average of its reviews and their count) in the caller's transaction. */
export async function setShopRatingRow(
  tx: Transaction,
  id: string,
  rating: { average: number; count: number },
): Promise<void> {
  await queryWith(tx)
    .update(shop)
    .set({ ratingAverage: rating.average, ratingCount: rating.count, updatedAt: sql`now()` })
    .where(eq(shop.id, id));
}

export const createShopsRepository = (db: Database) => {
  // Every search reads its page's rows: built and planned once (one array parameter, however
  // many ids; a download may ask for every shop).
  const summariesByIds = db
    .select(summaryColumns)
    .from(shop)
    .where(sql`${shop.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('shop_summaries_by_ids');
  const listedSummariesByIds = db
    .select(summaryColumns)
    .from(shop)
    .where(and(sql`${shop.id} = any(${sql.placeholder('ids')}::uuid[])`, listed))
    .prepare('listed_shop_summaries_by_ids');

  return {
    /** Every shop's summary with its lexemes and places in the fixed orders (shop index). */
    async indexRows(): Promise<ShopIndexLoadRow[]> {
      const place = (order: FixedShopOrder) =>
        sql<number>`(row_number() over (order by ${sql.raw(ORDERS[order])}))::int`;
      const rows = await db
        .select({
          ...indexColumns,
          featured: place('featured'),
          rating: place('rating'),
          newest: place('newest'),
          price: place('price'),
        })
        .from(shop)
        .where(listed)
        .orderBy(asc(shop.id));
      return rows.map(({ featured, rating, newest, price, ...row }) => ({
        ...toIndexRow(row),
        positions: { featured, rating, newest, price },
      }));
    },

    /** These shops as the index holds them; an id that no longer exists is absent. */
    async indexRowsByIds(ids: string[]): Promise<ShopIndexRow[]> {
      if (ids.length === 0) return [];
      const rows = await db
        .select(indexColumns)
        .from(shop)
        .where(and(sql`${shop.id} = any(${sql.param(ids)}::uuid[])`, listed));
      return rows.map(toIndexRow);
    },

    /**
     * How many shops there are and the sum of their updated_at (microseconds, as a decimal
     * string): one cheap aggregate the index compares with its own to notice a missed change.
     */
    async indexChecksum(): Promise<{ count: number; updatedSum: string }> {
      const [row] = await rawRows<{ count: number; updatedSum: string }>(
        db,
        sql`select count(*)::int as "count",
          coalesce(sum((extract(epoch from updated_at) * 1000000)::bigint), 0)::text as "updatedSum"
          from shop where suspended_at is null`,
      );
      return row!;
    },

    /** Every shop's id and updated_at (microseconds): what the index compares when checksums differ. */
    async indexStamps(): Promise<{ id: string; updatedMicros: number }[]> {
      return db
        .select({ id: shop.id, updatedMicros: micros(shop.updatedAt) })
        .from(shop)
        .where(listed);
    },

    /**
     * The shops the text matches, with their relevance (shopRank), by PostgreSQL: for fuzzy name
     * matching, and for the rare text the index cannot match or rank in process.
     */
    async textMatches(text: TextQuery): Promise<{ id: string; rank: number }[]> {
      const statement = sql`select id::text as id, ${shopRank(text)} as rank
      from ${shop} where ${textMatch(text, shop.search, shop.name)} and ${shop.suspendedAt} is null`;
      if (text.fuzzy) return rawRows(db, statement);
      // A full-text search reads its matches through the GIN index: even when a third of the
      // shops match, a bitmap scan is several times faster than the sequential scan the planner
      // prefers (it prices `@@` on a stored tsvector as cheap; EXPLAIN in docs/performance.md).
      return runInTransaction(db, async (transaction) => {
        const tx = queryWith(transaction);
        await tx.execute(sql`set local enable_seqscan = off`);
        return rawRows(tx as unknown as Database, statement);
      });
    },

    /** The shop directory by name (getVendors). */
    async directory(filters: { isBrand?: boolean; premium?: boolean }, page?: Page) {
      const where = and(
        listed,
        filters.isBrand === undefined ? undefined : eq(shop.isBrand, filters.isBrand),
        filters.premium === undefined ? undefined : eq(shop.premium, filters.premium),
      );
      const rows = db
        .select(summaryColumns)
        .from(shop)
        .where(where)
        .orderBy(asc(shop.name), asc(shop.id))
        .$dynamic();
      const [items, [totalRow]] = await Promise.all([
        page ? rows.limit(page.limit).offset(page.offset) : rows,
        db.select({ total: count() }).from(shop).where(where),
      ]);
      return { items, total: totalRow?.total ?? 0 };
    },

    async findById(id: string): Promise<ShopDetailRow | undefined> {
      const [row] = await db
        .select(detailColumns)
        .from(shop)
        .where(and(eq(shop.id, id), listed));
      return row;
    },

    async findBySlug(slug: string): Promise<ShopDetailRow | undefined> {
      const [row] = await db
        .select(detailColumns)
        .from(shop)
        .where(and(eq(shop.slug, slug), listed));
      return row;
    },

    async exists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: shop.id }).from(shop).where(eq(shop.id, id));
      return row !== undefined;
    },

    /** The shops with these ids, in no particular order. */
    async findSummaries(ids: string[]): Promise<ShopRow[]> {
      if (ids.length === 0) return [];
      return summariesByIds.execute({ ids });
    },

    /** The shops with these ids that shoppers may see (not suspended), in no particular order. */
    async findListedSummaries(ids: string[]): Promise<ShopRow[]> {
      if (ids.length === 0) return [];
      return listedSummariesByIds.execute({ ids });
    },
  };
};

export type ShopsRepository = ReturnType<typeof createShopsRepository>;
