import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/client.ts';
import { queryWith, type Transaction } from '../../platform/db/transaction.ts';
import { rawRows } from '../../platform/db/raw-rows.ts';
import { product } from './products.schema.ts';
import type { ProductSort } from '@vitrine/contracts/catalogue';
import type { Page } from '../../platform/lib/paging.ts';
import { textMatch, textRank, type TextQuery } from '../catalogue/index.ts';
import { enqueue } from '../../platform/outbox/index.ts';

/**
 * Every change to a product announces itself in the writer's transaction (`product:changed`):
 * every instance reloads it into its product search index (product-index.ts).
 */
const announce = (tx: Transaction, id: string) => enqueue(tx, 'product:changed', { id });

/** What the product search index holds of a product (product-index.ts). */
export type ProductIndexRow = {
  id: string;
  shopId: string;
  title: string;
  imageUrl: string | null;
  priceMinor: number;
  currency: string;
  categorySlug: string;
  premium: boolean;
  stock: number;
  /** The product's own; empty means "as its shop". */
  occasionSlugs: string[];
  genders: string[];
  /** The sizes and colours of its live variants. */
  sizes: string[];
  colours: string[];
  /** Stock on the product, or a live variant in stock or made to order. */
  inStock: boolean;
  /** The lexemes of its whole document, and of its title alone (weight A). */
  lexemes: string[];
  titleLexemes: string[];
  /** created_at and updated_at in microseconds since 1970 (exact as float8). */
  createdMicros: number;
  updatedMicros: number;
};

const micros = (column: AnyPgColumn) =>
  sql<number>`(extract(epoch from ${column}) * 1000000)::float8`;

const indexColumns = {
  id: sql<string>`${product.id}::text`,
  shopId: sql<string>`${product.shopId}::text`,
  title: product.title,
  imageUrl: sql<string | null>`${product.imageUrls}[1]`,
  priceMinor: product.priceMinor,
  currency: product.currency,
  categorySlug: product.categorySlug,
  premium: product.premium,
  stock: product.stock,
  occasionSlugs: product.occasionSlugs,
  genders: product.genders,
  lexemes: sql<string[]>`tsvector_to_array(${product.search})`,
  titleLexemes: sql<string[]>`tsvector_to_array(ts_filter(${product.search}, '{a}'))`,
  createdMicros: micros(product.createdAt),
  updatedMicros: micros(product.updatedAt),
  sizes: sql<
    string[]
  >`coalesce((select array_agg(distinct v.size order by v.size) from product_variant v
    where v.product_id = "product"."id" and v.archived_at is null and v.size is not null), '{}')`,
  colours: sql<
    string[]
  >`coalesce((select array_agg(distinct v.colour order by v.colour) from product_variant v
    where v.product_id = "product"."id" and v.archived_at is null and v.colour is not null), '{}')`,
  inStock: sql<boolean>`("product"."stock" > 0 or exists (select 1 from product_variant v
    where v.product_id = "product"."id" and v.archived_at is null
      and (v.stock > 0 or v.stock_kind = 'made_to_order')))`,
};

const toIndexRow = (row: ProductIndexRow): ProductIndexRow => row;

export type ProductFilters = {
  shopId?: string;
  premium?: boolean;
  /** Category slugs as stored on products (sub-categories, already expanded). */
  categorySlugs?: string[];
  text?: TextQuery;
  /**
   * Public lists leave archived products out (the default); the owner's list asks for one
   * status or, with `'any'`, both.
   */
  status?: 'active' | 'archived' | 'any';
  /** Only those whose shop asked for premium placement (staff's queue). */
  premiumRequested?: boolean;
};

const productColumns = {
  id: product.id,
  title: product.title,
  description: product.description,
  imageUrls: product.imageUrls,
  priceMinor: product.priceMinor,
  currency: product.currency,
  categorySlug: product.categorySlug,
  premium: product.premium,
  stock: product.stock,
  createdAt: product.createdAt,
  premiumRequested: product.premiumRequested,
  imageAssetIds: product.imageAssetIds,
  archivedAt: product.archivedAt,
  updatedAt: product.updatedAt,
  shopId: product.shopId,
};

export type ProductBaseRow = Pick<
  typeof product.$inferSelect,
  | 'id'
  | 'title'
  | 'description'
  | 'imageUrls'
  | 'priceMinor'
  | 'currency'
  | 'categorySlug'
  | 'premium'
  | 'stock'
  | 'createdAt'
  | 'premiumRequested'
  | 'imageAssetIds'
  | 'archivedAt'
  | 'updatedAt'
> & {
  shopId: string;
};

/** A product row with its shop's slug and name (products-with-shops.ts adds them). */
export type ProductRow = ProductBaseRow & {
  shopSlug: string;
  shopName: string;
};

/** A product shoppers may see: not archived. Every public read of products goes by this. */
const shownToShoppers = () => isNull(product.archivedAt);

function statusCondition(status: ProductFilters['status'] = 'active'): SQL | undefined {
  if (status === 'any') return undefined;
  return status === 'active' ? shownToShoppers() : isNotNull(product.archivedAt);
}

function conditions(filters: ProductFilters): SQL | undefined {
  return and(
    statusCondition(filters.status),
    filters.shopId === undefined ? undefined : eq(product.shopId, filters.shopId),
    filters.premium === undefined ? undefined : eq(product.premium, filters.premium),
    filters.premiumRequested === undefined
      ? undefined
      : eq(product.premiumRequested, filters.premiumRequested),
    filters.categorySlugs?.length
      ? inArray(product.categorySlug, filters.categorySlugs)
      : undefined,
    filters.text && textMatch(filters.text, product.search, product.title),
  );
}

function productOrder(sort: ProductSort, text: TextQuery | undefined): SQL[] {
  switch (sort) {
    case 'price':
      return [asc(product.priceMinor), asc(product.id)];
    case 'price-desc':
      return [desc(product.priceMinor), asc(product.id)];
    case 'newest':
      return [desc(product.createdAt), asc(product.id)];
    case 'relevance':
      return text
        ? [
            desc(textRank(text, product.search, product.title)),
            desc(product.createdAt),
            asc(product.id),
          ]
        : [desc(product.createdAt), asc(product.id)];
  }
}

/** The columns an owner writes; the database stamps the rest. */
export type ProductValues = {
  title: string;
  description: string;
  imageAssetIds: string[];
  imageUrls: string[];
  priceMinor: number;
  currency: string;
  categorySlug: string;
  stock: number;
  premiumRequested: boolean;
};

/**
 * Adds the words of a product title to the words search may correct a typo to (as the seed's
 * refresh does: 'simple' config, letters only, 3+ characters); how many were new.
 */
async function addSearchTerms(tx: Transaction, title: string): Promise<number> {
  const added = await rawRows<{ term: string }>(
    queryWith(tx) as unknown as Database,
    sql`insert into search_term (term)
      select word from unnest(tsvector_to_array(to_tsvector('simple', ${title}))) as word
      where length(word) >= 3 and word ~ '^[[:alpha:]]+$'
      on conflict do nothing
      returning term`,
  );
  return added.length;
}

export const createProductsRepository = (db: Database) => ({
  /** Every product shoppers may see (not archived), as the search index holds it. */
  async indexRows(): Promise<ProductIndexRow[]> {
    const rows = await db.select(indexColumns).from(product).where(shownToShoppers());
    return rows.map(toIndexRow);
  },

  /** These products (or every product of these shops) as the index holds them; archived ones are absent. */
  async indexRowsBy(by: { ids?: string[]; shopIds?: string[] }): Promise<ProductIndexRow[]> {
    const rows = await db
      .select(indexColumns)
      .from(product)
      .where(
        and(
          shownToShoppers(),
          by.ids ? sql`${product.id} = any(${sql.param(by.ids)}::uuid[])` : undefined,
          by.shopIds ? sql`${product.shopId} = any(${sql.param(by.shopIds)}::uuid[])` : undefined,
        ),
      );
    return rows.map(toIndexRow);
  },

  /**
   * How many products shoppers may see and the sum of their updated_at (microseconds, as a
   * decimal string): the index compares it with its own to notice a missed change.
   */
  async indexChecksum(): Promise<{ count: number; updatedSum: string }> {
    const [row] = await rawRows<{ count: number; updatedSum: string }>(
      db,
      sql`select count(*)::int as "count",
        coalesce(sum((extract(epoch from updated_at) * 1000000)::bigint), 0)::text as "updatedSum"
        from product where archived_at is null`,
    );
    return row!;
  },

  /** Every shown product's id and updated_at (microseconds), when the checksums differ. */
  async indexStamps(): Promise<{ id: string; updatedMicros: number }[]> {
    return db
      .select({ id: sql<string>`${product.id}::text`, updatedMicros: micros(product.updatedAt) })
      .from(product)
      .where(shownToShoppers());
  },

  /**
   * The products the text matches with their relevance, by PostgreSQL: the fuzzy fallback
   * (titles close to the text), and a text the index cannot match in process.
   */
  async textMatches(text: TextQuery): Promise<{ id: string; rank: number }[]> {
    return rawRows(
      db,
      sql`select id::text as id, ${textRank(text, product.search, product.title)} as rank
        from ${product}
        where ${textMatch(text, product.search, product.title)} and ${product.archivedAt} is null`,
    );
  },

  /** One page of matching products, or all of them without `page`. */
  async list(filters: ProductFilters, sort: ProductSort, page?: Page): Promise<ProductBaseRow[]> {
    const query = db
      .select(productColumns)
      .from(product)
      .where(conditions(filters))
      .orderBy(...productOrder(sort, filters.text))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(filters: ProductFilters): Promise<number> {
    const [row] = await db.select({ total: count() }).from(product).where(conditions(filters));
    return row?.total ?? 0;
  },

  /** A product (archived or not) that shows the upload `assetId`, for the media's delete check. */
  async findShowingImage(assetId: string): Promise<{ title: string } | undefined> {
    const [row] = await db
      .select({ title: product.title })
      .from(product)
      .where(sql`${assetId}::uuid = any(${product.imageAssetIds})`)
      .limit(1);
    return row;
  },

  /** One product, archived or not (callers decide who may see which). */
  async findById(id: string): Promise<ProductBaseRow | undefined> {
    const [row] = await db.select(productColumns).from(product).where(eq(product.id, id));
    return row;
  },

  async insert(tx: Transaction, shopId: string, values: ProductValues): Promise<string> {
    const [row] = await queryWith(tx)
      .insert(product)
      .values({ shopId, ...values })
      .returning({ id: product.id });
    await announce(tx, row!.id);
    return row!.id;
  },

  async update(tx: Transaction, id: string, values: Partial<ProductValues>): Promise<void> {
    await queryWith(tx)
      .update(product)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(product.id, id));
    await announce(tx, id);
  },

  /** Archives (a time) or brings back (null). */
  async setArchived(tx: Transaction, id: string, archivedAt: Date | null): Promise<void> {
    await queryWith(tx)
      .update(product)
      .set({ archivedAt, updatedAt: new Date() })
      .where(eq(product.id, id));
    await announce(tx, id);
  },

  /** Staff's decision: the placement itself, and the shop's request answered. */
  async decidePremium(tx: Transaction, id: string, premium: boolean): Promise<boolean> {
    const updated = await queryWith(tx)
      .update(product)
      .set({ premium, premiumRequested: false, updatedAt: new Date() })
      .where(eq(product.id, id))
      .returning({ id: product.id });
    if (updated.length > 0) await announce(tx, id);
    return updated.length > 0;
  },

  addSearchTerms,

  /** The shop's live (unarchived) products among `ids`, for an order's lines. */
  async findOfShop(shopId: string, ids: string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: product.id,
        title: product.title,
        priceMinor: product.priceMinor,
        currency: product.currency,
      })
      .from(product)
      .where(and(eq(product.shopId, shopId), inArray(product.id, ids), shownToShoppers()));
  },

  /** The products among `ids`, archived or not, with what a cart line needs of one. */
  async findBuyable(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: product.id,
        shopId: product.shopId,
        title: product.title,
        categorySlug: product.categorySlug,
        priceMinor: product.priceMinor,
        currency: product.currency,
        stock: product.stock,
        imageUrls: product.imageUrls,
        archivedAt: product.archivedAt,
      })
      .from(product)
      .where(inArray(product.id, [...ids]));
  },

  /** The products among `ids` that shoppers may see, with what a card of one shows. */
  async findShown(ids: readonly string[]) {
    if (ids.length === 0) return [];
    return db
      .select({
        id: product.id,
        shopId: product.shopId,
        title: product.title,
        priceMinor: product.priceMinor,
        currency: product.currency,
        imageUrls: product.imageUrls,
      })
      .from(product)
      .where(and(inArray(product.id, [...ids]), shownToShoppers()));
  },

  /**
   * Takes `quantity` of a product's stock unless fewer are left: a conditional update, so
   * concurrent takers queue on the row and the stock never goes below zero (and the check
   * constraint says so too). False when there were not enough.
   */
  async takeStock(tx: Transaction, productId: string, quantity: number): Promise<boolean> {
    const rows = await queryWith(tx)
      .update(product)
      .set({ stock: sql`${product.stock} - ${quantity}` })
      .where(and(eq(product.id, productId), sql`${product.stock} >= ${quantity}`))
      .returning({ id: product.id });
    if (rows.length > 0) await announce(tx, productId);
    return rows.length > 0;
  },

  /** Puts stock back (an order returned or cancelled after its stock was taken). */
  async returnStock(tx: Transaction, productId: string, quantity: number): Promise<void> {
    await queryWith(tx)
      .update(product)
      .set({ stock: sql`${product.stock} + ${quantity}` })
      .where(eq(product.id, productId));
    await announce(tx, productId);
  },
});

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
