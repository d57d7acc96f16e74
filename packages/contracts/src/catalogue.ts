import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { booleanQuery, downloadQuery, multiValueQuery, searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { offerRulesSchema } from './offer-codes.ts';

// ---------------------------------------------------------------------------------------------
// Shared pieces

/** Who a shop dresses. A fixed set (unlike categories, occasions and languages, kept in the database). */
export const GENDERS = ['women', 'men', 'kids'] as const;
export const genderSchema = z.enum(GENDERS);
export type Gender = z.infer<typeof genderSchema>;
export const genderLabels: Record<Gender, string> = { women: 'Women', men: 'Men', kids: 'Kids' };

const isoDateTime = z.iso.datetime();
const currencySchema = z.string().length(3);

/** An amount in minor units (paise for INR) with its ISO 4217 currency; never a float. */
export const moneySchema = z.object({ amountMinor: z.number().int(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

export const taxonomyRefSchema = z.object({ slug: z.string(), name: z.string() });
export type TaxonomyRef = z.infer<typeof taxonomyRefSchema>;

export const languageRefSchema = z.object({ code: z.string(), name: z.string() });
export type LanguageRef = z.infer<typeof languageRefSchema>;

export const ratingSummarySchema = z.object({
  /** 0 when there are no ratings yet; otherwise 1–5 with two decimals. */
  average: z.number(),
  count: z.number().int(),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

// ---------------------------------------------------------------------------------------------
// Taxonomy: GET /category/categories-subcat, /category/languages-names, /category/occasions-names

export const subCategorySchema = taxonomyRefSchema;
export const categorySchema = taxonomyRefSchema.extend({
  imageUrl: z.string(),
  subCategories: z.array(subCategorySchema),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryTreeSchema = z.object({ items: z.array(categorySchema) });
export type CategoryTree = z.infer<typeof categoryTreeSchema>;

export const languageSchema = languageRefSchema.extend({ nativeName: z.string() });
export type Language = z.infer<typeof languageSchema>;
export const languageListSchema = z.object({ items: z.array(languageSchema) });

export const occasionSchema = taxonomyRefSchema;
export type Occasion = z.infer<typeof occasionSchema>;
export const occasionListSchema = z.object({ items: z.array(occasionSchema) });

// ---------------------------------------------------------------------------------------------
// Shops

export const shopAddressSchema = z.object({
  city: z.string(),
  state: z.string(),
  /** ISO 3166-1 alpha-2. */
  country: z.string().length(2),
});

export const priceRangeSchema = z.object({
  minMinor: z.number().int(),
  maxMinor: z.number().int(),
  currency: currencySchema,
});
export type PriceRange = z.infer<typeof priceRangeSchema>;

/** A shop as lists show it. */
export const shopSummarySchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  logoUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  address: shopAddressSchema,
  categories: z.array(taxonomyRefSchema),
  subCategories: z.array(taxonomyRefSchema),
  genders: z.array(genderSchema),
  occasions: z.array(taxonomyRefSchema),
  languages: z.array(languageRefSchema),
  premium: z.boolean(),
  isStitcher: z.boolean(),
  isBrand: z.boolean(),
  verified: z.boolean(),
  rating: ratingSummarySchema,
  priceRange: priceRangeSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** A shop's own page. */
export const shopSchema = shopSummarySchema.extend({
  galleryUrls: z.array(z.string()),
  /** IANA time zone of the shop's meeting slots. */
  timeZone: z.string(),
  productCount: z.number().int(),
  /**
   * Whether the shop takes video meetings: false until it sets meeting hours (a newly approved
   * shop), when its slots and bookings answer 409 and its page offers no booking.
   */
  takesMeetings: z.boolean(),
  createdAt: isoDateTime,
});
export type Shop = z.infer<typeof shopSchema>;

export const SHOP_SORTS = ['relevance', 'rating', 'newest', 'price'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/**
 * GET /vendor/fetch-shops. Filters AND across kinds and OR within a kind; each multi-valued
 * filter takes `a,b` or repeated parameters; an unknown value is a 400 naming the field.
 */
export const fetchShopsQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  /** Top-level category slugs. */
  categories: multiValueQuery().optional(),
  subCategories: multiValueQuery().optional(),
  genders: multiValueQuery({ allowed: GENDERS }).optional(),
  occasions: multiValueQuery().optional(),
  /** Language codes (ISO 639-1). */
  languages: multiValueQuery().optional(),
  /** City names as `/vendor/getCitiesAndStates` lists them. */
  city: multiValueQuery().optional(),
  premium: booleanQuery.optional(),
  isStitcher: booleanQuery.optional(),
  isBrand: booleanQuery.optional(),
  verified: booleanQuery.optional(),
  /** `relevance` (the default) needs a searchKey to mean anything; without one it is premium, then rating. */
  sort: z.enum(SHOP_SORTS).default('relevance'),
  download: downloadQuery.optional(),
});
export type FetchShopsQuery = z.infer<typeof fetchShopsQuerySchema>;

/** Counts for one facet value over the filtered set, ignoring that facet's own filter. */
export const facetBucketSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int(),
});
export type FacetBucket = z.infer<typeof facetBucketSchema>;

export const shopFacetsSchema = z.object({
  categories: z.array(facetBucketSchema),
  subCategories: z.array(facetBucketSchema),
  occasions: z.array(facetBucketSchema),
  genders: z.array(facetBucketSchema),
  languages: z.array(facetBucketSchema),
  cities: z.array(facetBucketSchema),
});
export type ShopFacets = z.infer<typeof shopFacetsSchema>;

export const shopSearchResultSchema = pageOf(shopSummarySchema).extend({
  facets: shopFacetsSchema,
  /**
   * The search text as it was searched when words of `searchKey` were typos ("lehenga" for
   * "lehnga"): a search page says "Showing results for …". Absent when nothing was corrected.
   */
  correctedSearchKey: z.string().optional(),
});
export type ShopSearchResult = z.infer<typeof shopSearchResultSchema>;

/** GET /vendor/getVendors: the directory of shops by name (the /brands page uses `isBrand=true`). */
export const getVendorsQuerySchema = pageQuerySchema.extend({
  isBrand: booleanQuery.optional(),
  premium: booleanQuery.optional(),
  download: downloadQuery.optional(),
});
export type GetVendorsQuery = z.infer<typeof getVendorsQuerySchema>;
export const shopPageSchema = pageOf(shopSummarySchema);
export type ShopPage = z.infer<typeof shopPageSchema>;

/** GET /vendor/getCitiesAndStates: every place with at least one shop. */
export const cityWithStateSchema = z.object({
  city: z.string(),
  state: z.string(),
  country: z.string().length(2),
  shopCount: z.number().int(),
});
export const citiesAndStatesSchema = z.object({ items: z.array(cityWithStateSchema) });
export type CitiesAndStates = z.infer<typeof citiesAndStatesSchema>;

/** GET /vendor/getVendorById?id= */
export const getVendorByIdQuerySchema = z.object({ id: z.uuid('must be a shop id') });

/** GET /vendor/fetch-shop?id= or ?slug= (exactly one). */
export const fetchShopQuerySchema = z
  .object({
    id: z.uuid('must be a shop id').optional(),
    slug: z.string().trim().min(1).max(120).optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.id === undefined) === (query.slug === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['id'], message: 'give either id or slug' });
    }
  });
export type FetchShopQuery = z.infer<typeof fetchShopQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Products: GET /products/premium, /products/vendors?vendorId=

export const productShopSchema = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

export const productSchema = z.object({
  id: z.uuid(),
  shop: productShopSchema,
  title: z.string(),
  description: z.string(),
  imageUrls: z.array(z.string()),
  price: moneySchema,
  category: taxonomyRefSchema,
  premium: z.boolean(),
  stock: z.number().int(),
  createdAt: isoDateTime,
});
export type Product = z.infer<typeof productSchema>;

/** How a variant's stock is counted: units on the shelf, or made when ordered (a lead time). */
export const STOCK_KINDS = ['in_stock', 'made_to_order'] as const;
export const stockKindSchema = z.enum(STOCK_KINDS, { error: 'must be in_stock or made_to_order' });
export type StockKind = z.infer<typeof stockKindSchema>;

/**
 * One buyable form of a product (size, colour, made to measure) with its own price and stock.
 * `stock` counts units on the shelf for `in_stock`; a `made_to_order` variant is made when
 * ordered, in `leadTimeDays`.
 */
export const productVariantSchema = z.object({
  id: z.uuid(),
  size: z.string().nullable(),
  colour: z.string().nullable(),
  madeToMeasure: z.boolean(),
  price: moneySchema,
  stock: z.number().int(),
  stockKind: stockKindSchema,
  leadTimeDays: z.number().int().nullable(),
});
export type ProductVariant = z.infer<typeof productVariantSchema>;

/** One product's page: the product and its live variants (none: it is bought as itself). */
export const productDetailSchema = productSchema.extend({
  variants: z.array(productVariantSchema),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;
export const productPageSchema = pageOf(productSchema);
export type ProductPage = z.infer<typeof productPageSchema>;

export const PRODUCT_SORTS = ['relevance', 'newest', 'price', 'price-desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const productListQuery = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  /** Category or sub-category slugs; a category includes its sub-categories. */
  categories: multiValueQuery().optional(),
  /** `relevance` without a searchKey means newest. */
  sort: z.enum(PRODUCT_SORTS).default('relevance'),
  download: downloadQuery.optional(),
});
export const premiumProductsQuerySchema = productListQuery;
export type PremiumProductsQuery = z.infer<typeof premiumProductsQuerySchema>;
export const vendorProductsQuerySchema = productListQuery.extend({
  vendorId: z.uuid('must be a shop id'),
});
export type VendorProductsQuery = z.infer<typeof vendorProductsQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Offers: GET /offers, /offers/premium-offers (only offers valid now)

export const OFFERORS = ['platform', 'shop'] as const;
export const offerorSchema = z.enum(OFFERORS);
export type Offeror = z.infer<typeof offerorSchema>;

export const discountSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('percent'), percent: z.number().int() }),
  z.object({ kind: z.literal('amount'), amount: moneySchema }),
]);
export type Discount = z.infer<typeof discountSchema>;

export const offerSchema = z.object({
  id: z.uuid(),
  offeror: offerorSchema,
  /** The shop making the offer; null for platform offers. */
  shop: productShopSchema.extend({ logoUrl: z.string().nullable() }).nullable(),
  title: z.string(),
  description: z.string(),
  code: z.string().nullable(),
  discount: discountSchema,
  imageUrl: z.string().nullable(),
  premium: z.boolean(),
  validFrom: isoDateTime,
  validUntil: isoDateTime,
  /** Who may use its code and on what. */
  rules: offerRulesSchema,
});
export type Offer = z.infer<typeof offerSchema>;
export const offerPageSchema = pageOf(offerSchema);
export type OfferPage = z.infer<typeof offerPageSchema>;

export const offersQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  offeror: offerorSchema.optional(),
  /** Only this shop's offers (the shop page). */
  vendorId: z.uuid('must be a shop id').optional(),
  download: downloadQuery.optional(),
});
export type OffersQuery = z.infer<typeof offersQuerySchema>;
export const premiumOffersQuerySchema = pageQuerySchema;

// ---------------------------------------------------------------------------------------------
// Home: GET /settings/hero-banners

export const heroBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  ctaLabel: z.string(),
  /** An app path, e.g. `/offers`. */
  ctaHref: z.string(),
});
export type HeroBanner = z.infer<typeof heroBannerSchema>;
export const heroBannerListSchema = z.object({ items: z.array(heroBannerSchema) });

// ---------------------------------------------------------------------------------------------
// Reviews (read): GET /reviews/top-platform-review, /reviews/top-meet-and-order-review?vendorId=

export const REVIEW_KINDS = ['platform', 'meet', 'order'] as const;
export const reviewSchema = z.object({
  id: z.uuid(),
  kind: z.enum(REVIEW_KINDS),
  shopId: z.uuid().nullable(),
  authorName: z.string(),
  authorCity: z.string().nullable(),
  rating: z.number().int().min(1).max(5),
  title: z.string().nullable(),
  body: z.string(),
  /** The shop's one answer (meet and order reviews); null until it answers. */
  answer: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
});
export type Review = z.infer<typeof reviewSchema>;

export const topReviewsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const topShopReviewsQuerySchema = topReviewsQuerySchema.extend({
  vendorId: z.uuid('must be a shop id'),
});
export const topPlatformReviewsSchema = z.object({ items: z.array(reviewSchema) });
export const topShopReviewsSchema = z.object({
  items: z.array(reviewSchema),
  rating: ratingSummarySchema,
});
export type TopShopReviews = z.infer<typeof topShopReviewsSchema>;

// ---------------------------------------------------------------------------------------------
// Newsletter: POST /public/subscribe; the mailed links GET /public/subscribe/confirm and
// /public/unsubscribe.

export const subscribeInputSchema = z.object({ email: emailSchema });
export type SubscribeInput = z.infer<typeof subscribeInputSchema>;
/** The same answer whatever the address's state, so the form reveals nobody's subscription. */
export const subscribeResultSchema = z.object({ message: z.string() });
export const newsletterTokenQuerySchema = z.object({
  token: z.string().trim().min(1, 'is required').max(200),
});

// ---------------------------------------------------------------------------------------------
// Favourites: /user/favourite-shops (signed in)

export const addFavouriteShopInputSchema = z.object({ shopId: z.uuid('must be a shop id') });
export type AddFavouriteShopInput = z.infer<typeof addFavouriteShopInputSchema>;

export const favouriteShopSchema = z.object({
  id: z.uuid(),
  shop: shopSummarySchema,
  createdAt: isoDateTime,
});
export type FavouriteShop = z.infer<typeof favouriteShopSchema>;
export const favouriteShopPageSchema = pageOf(favouriteShopSchema);
export type FavouriteShopPage = z.infer<typeof favouriteShopPageSchema>;

export const favouriteShopsQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  /** Only the favourite for this shop (the shop page's toggle asks this). */
  shopId: z.uuid('must be a shop id').optional(),
  download: downloadQuery.optional(),
});
export type FavouriteShopsQuery = z.infer<typeof favouriteShopsQuerySchema>;
export const favouriteShopParamsSchema = z.object({ id: z.uuid('must be a favourite id') });

// ---------------------------------------------------------------------------------------------
// The shops a vendor runs: GET /vendor/my-shops

export const myShopsSchema = z.object({ items: z.array(shopSummarySchema) });
export type MyShops = z.infer<typeof myShopsSchema>;
