import { z } from 'zod';
import {
  facetBucketSchema,
  GENDERS,
  moneySchema,
  productShopSchema,
  taxonomyRefSchema,
} from './catalogue.ts';
import { booleanQuery, downloadQuery, multiValueQuery, searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// ---------------------------------------------------------------------------------------------
// Product discovery: GET /products/search (every shop), GET /products/{id}/similar

/** A product as a search result shows it: a card, no description. */
export const productHitSchema = z.object({
  id: z.uuid(),
  shop: productShopSchema,
  title: z.string(),
  imageUrl: z.string().nullable(),
  price: moneySchema,
  category: taxonomyRefSchema,
  premium: z.boolean(),
  inStock: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type ProductHit = z.infer<typeof productHitSchema>;

export const PRODUCT_SEARCH_SORTS = ['relevance', 'newest', 'price', 'price-desc'] as const;
export type ProductSearchSort = (typeof PRODUCT_SEARCH_SORTS)[number];

const priceQuery = z.coerce
  .number({ error: 'must be an amount in minor units' })
  .int('must be an amount in minor units')
  .min(0, 'must not be negative')
  .max(1_000_000_000, 'must be at most 1000000000');

/**
 * GET /products/search. Filters AND across kinds and OR within a kind; each multi-valued filter
 * takes `a,b` or repeated parameters; an unknown category, sub-category or occasion is a 400
 * naming the field (a shop, size or colour that no product has matches nothing). Prices are
 * minor units (paise), inclusive.
 */
export const productSearchQuerySchema = pageQuerySchema
  .extend({
    searchKey: searchKeyQuery,
    /** Top-level category slugs. */
    categories: multiValueQuery().optional(),
    subCategories: multiValueQuery().optional(),
    occasions: multiValueQuery().optional(),
    genders: multiValueQuery({ allowed: GENDERS }).optional(),
    sizes: multiValueQuery().optional(),
    colours: multiValueQuery().optional(),
    /** Shop ids. */
    shops: multiValueQuery({ maxItems: 20 })
      .refine((ids) => ids.every((id) => z.uuid().safeParse(id).success), 'must be shop ids')
      .optional(),
    minPrice: priceQuery.optional(),
    maxPrice: priceQuery.optional(),
    inStock: booleanQuery.optional(),
    premium: booleanQuery.optional(),
    /** `relevance` (the default) without a searchKey means newest. */
    sort: z.enum(PRODUCT_SEARCH_SORTS).default('relevance'),
    download: downloadQuery.optional(),
  })
  .superRefine((query, ctx) => {
    if (query.minPrice !== undefined && query.maxPrice !== undefined) {
      if (query.minPrice > query.maxPrice) {
        ctx.addIssue({ code: 'custom', path: ['maxPrice'], message: 'must not be below minPrice' });
      }
    }
  });
export type ProductSearchQuery = z.infer<typeof productSearchQuerySchema>;

export const PRODUCT_FACETS = [
  'categories',
  'subCategories',
  'occasions',
  'genders',
  'sizes',
  'colours',
  'shops',
] as const;
export type ProductFacet = (typeof PRODUCT_FACETS)[number];

/** Per facet, counts over the products that pass every other filter; `shops` the top 20. */
export const productFacetsSchema = z.object({
  categories: z.array(facetBucketSchema),
  subCategories: z.array(facetBucketSchema),
  occasions: z.array(facetBucketSchema),
  genders: z.array(facetBucketSchema),
  sizes: z.array(facetBucketSchema),
  colours: z.array(facetBucketSchema),
  shops: z.array(facetBucketSchema),
  /** How many of the found products are in stock (the in-stock filter's count). */
  inStock: z.number().int(),
});
export type ProductFacets = z.infer<typeof productFacetsSchema>;

export const productSearchResultSchema = pageOf(productHitSchema).extend({
  facets: productFacetsSchema,
  /** The lowest and highest price among the found products (null when none was found). */
  priceRange: z.object({ minMinor: z.number().int(), maxMinor: z.number().int() }).nullable(),
  /** The search text as searched when words of `searchKey` were typos; absent otherwise. */
  correctedSearchKey: z.string().optional(),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const productIdParamsSchema = z.object({ id: z.uuid('must be a product id') });

export const similarProductsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(24).default(8),
});
export const similarProductsSchema = z.object({ items: z.array(productHitSchema) });
export type SimilarProducts = z.infer<typeof similarProductsSchema>;

// ---------------------------------------------------------------------------------------------
// Favourite products: /user/favourite-products (signed in)

export const addFavouriteProductInputSchema = z.object({
  productId: z.uuid('must be a product id'),
});
export type AddFavouriteProductInput = z.infer<typeof addFavouriteProductInputSchema>;

export const favouriteProductSchema = z.object({
  id: z.uuid(),
  product: productHitSchema,
  createdAt: z.iso.datetime(),
});
export type FavouriteProduct = z.infer<typeof favouriteProductSchema>;
export const favouriteProductPageSchema = pageOf(favouriteProductSchema);
export type FavouriteProductPage = z.infer<typeof favouriteProductPageSchema>;

export const favouriteProductsQuerySchema = pageQuerySchema.extend({
  /** Only the favourite for this product (the product page's toggle asks this). */
  productId: z.uuid('must be a product id').optional(),
  download: downloadQuery.optional(),
});
export type FavouriteProductsQuery = z.infer<typeof favouriteProductsQuerySchema>;
export const favouriteProductParamsSchema = z.object({ id: z.uuid('must be a favourite id') });
