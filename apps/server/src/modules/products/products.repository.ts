import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { product, shop } from '../../db/schema/catalogue.ts';
import type { ProductSort } from '@vitrine/contracts/catalogue';
import type { Page } from '../../lib/paging.ts';
import { textMatch, textRank, type TextQuery } from '../catalogue/index.ts';

export type ProductFilters = {
  shopId?: string;
  premium?: boolean;
  /** Category slugs as stored on products (sub-categories, already expanded). */
  categorySlugs?: string[];
  text?: TextQuery;
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
  shopId: shop.id,
  shopSlug: shop.slug,
  shopName: shop.name,
};

export type ProductRow = Pick<
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
> & {
  shopId: string;
  shopSlug: string;
  shopName: string;
};

function conditions(filters: ProductFilters): SQL | undefined {
  return and(
    filters.shopId === undefined ? undefined : eq(product.shopId, filters.shopId),
    filters.premium === undefined ? undefined : eq(product.premium, filters.premium),
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

export const createProductsRepository = (db: Database) => ({
  /** One page of matching products (with their shop), or all of them without `page`. */
  async list(filters: ProductFilters, sort: ProductSort, page?: Page): Promise<ProductRow[]> {
    const query = db
      .select(productColumns)
      .from(product)
      .innerJoin(shop, eq(product.shopId, shop.id))
      .where(conditions(filters))
      .orderBy(...productOrder(sort, filters.text))
      .$dynamic();
    return page ? query.limit(page.limit).offset(page.offset) : query;
  },

  async count(filters: ProductFilters): Promise<number> {
    const [row] = await db.select({ total: count() }).from(product).where(conditions(filters));
    return row?.total ?? 0;
  },
});

export type ProductsRepository = ReturnType<typeof createProductsRepository>;
