import { z } from 'zod';
import { inAppPathSchema } from './in-app-path-schema.ts';
import { searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { discountInputSchema, offerCodeSchema, ownerOfferSchema } from './shop-catalogue.ts';
import { offerRulesInputSchema } from './offer-codes.ts';

/**
 * What staff run of the marketplace (the staff console's content, shops and offers): the
 * category tree, occasions, languages, hero banners, credit plans, platform offers (area
 * `content`) and the shops themselves (area `shops`). Every write is audited.
 */

const slugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lower-case letters and digits joined by hyphens')
  .max(60, 'at most 60 characters');
const nameSchema = z.string().trim().min(1, 'is required').max(80, 'at most 80 characters');
const positionSchema = z
  .number({ error: 'must be a whole number' })
  .int('must be a whole number')
  .min(0, 'must be 0 or more')
  .max(10_000, 'must be at most 10000');

// --- Categories, occasions, languages ---------------------------------------------------------

export const staffCategorySchema = z.object({
  slug: z.string(),
  name: z.string(),
  /** Null for a top-level category. */
  parentSlug: z.string().nullable(),
  position: z.number().int(),
  /** Shops (and, for categories, products) that use it: a used entry cannot be deleted. */
  usedBy: z.number().int(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

export const staffOccasionSchema = z.object({
  slug: z.string(),
  name: z.string(),
  position: z.number().int(),
  usedBy: z.number().int(),
});
export type StaffOccasion = z.infer<typeof staffOccasionSchema>;

export const staffLanguageSchema = z.object({
  code: z.string(),
  name: z.string(),
  nativeName: z.string(),
  position: z.number().int(),
  usedBy: z.number().int(),
});
export type StaffLanguage = z.infer<typeof staffLanguageSchema>;

/** GET /admin/taxonomy: the whole vocabulary as stored, read fresh (no cache). */
export const staffTaxonomySchema = z.object({
  categories: z.array(staffCategorySchema),
  occasions: z.array(staffOccasionSchema),
  languages: z.array(staffLanguageSchema),
});
export type StaffTaxonomy = z.infer<typeof staffTaxonomySchema>;

export const createCategoryInputSchema = z.object({
  slug: slugSchema.meta({ examples: ['festive-wear'] }),
  name: nameSchema.meta({ examples: ['Festive wear'] }),
  /** A top-level category's slug makes this a sub-category of it. */
  parentSlug: slugSchema.nullable().default(null),
  position: positionSchema.default(0),
});
export type CreateCategoryInput = z.infer<typeof createCategoryInputSchema>;

export const updateCategoryInputSchema = z.object({
  name: nameSchema.optional(),
  position: positionSchema.optional(),
});
export type UpdateCategoryInput = z.infer<typeof updateCategoryInputSchema>;

export const createOccasionInputSchema = z.object({
  slug: slugSchema.meta({ examples: ['festive-dinner'] }),
  name: nameSchema.meta({ examples: ['Festive dinner'] }),
  position: positionSchema.default(0),
});
export type CreateOccasionInput = z.infer<typeof createOccasionInputSchema>;
export const updateOccasionInputSchema = updateCategoryInputSchema;
export type UpdateOccasionInput = UpdateCategoryInput;

export const createLanguageInputSchema = z.object({
  code: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z]{2}$/, 'must be a two-letter ISO 639-1 code')
    .meta({ examples: ['kn'] }),
  name: nameSchema.meta({ examples: ['Kannada'] }),
  nativeName: nameSchema.meta({ examples: ['ಕನ್ನಡ'] }),
  position: positionSchema.default(0),
});
export type CreateLanguageInput = z.infer<typeof createLanguageInputSchema>;
export const updateLanguageInputSchema = z.object({
  name: nameSchema.optional(),
  nativeName: nameSchema.optional(),
  position: positionSchema.optional(),
});
export type UpdateLanguageInput = z.infer<typeof updateLanguageInputSchema>;

export const slugParamsSchema = z.object({ slug: z.string().trim().min(1).max(60) });
export const codeParamsSchema = z.object({ code: z.string().trim().min(1).max(10) });
export const uuidParamsSchema = z.object({ id: z.uuid('must be an id') });

// --- Hero banners -----------------------------------------------------------------------------

/** A picture: an uploaded image's URL (`/api/v1/media/…`) or an https address. */
const imageUrlSchema = z
  .string()
  .trim()
  .max(500, 'at most 500 characters')
  .regex(/^(\/|https:\/\/)\S+$/, 'must be a path starting with / or an https address');

export const staffHeroBannerSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  subtitle: z.string(),
  imageUrl: z.string(),
  ctaLabel: z.string(),
  ctaHref: z.string(),
  position: z.number().int(),
  /** Only active banners are shown on the home page. */
  active: z.boolean(),
  createdAt: z.string(),
});
export type StaffHeroBanner = z.infer<typeof staffHeroBannerSchema>;
export const staffHeroBannerListSchema = z.object({ items: z.array(staffHeroBannerSchema) });

const bannerFields = {
  title: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  subtitle: z.string().trim().max(240, 'at most 240 characters'),
  imageUrl: imageUrlSchema.meta({ examples: ['/api/v1/media/banners/festive.svg'] }),
  ctaLabel: z.string().trim().min(1, 'is required').max(40, 'at most 40 characters'),
  /** The path inside the app the banner's button opens. */
  ctaHref: inAppPathSchema,
  position: positionSchema,
  active: z.boolean({ error: 'must be true or false' }),
};
export const createHeroBannerInputSchema = z.object({
  ...bannerFields,
  subtitle: bannerFields.subtitle.default(''),
  position: bannerFields.position.default(0),
  active: bannerFields.active.default(true),
});
export type CreateHeroBannerInput = z.infer<typeof createHeroBannerInputSchema>;
export const updateHeroBannerInputSchema = z.object(bannerFields).partial();
export type UpdateHeroBannerInput = z.infer<typeof updateHeroBannerInputSchema>;

// --- Credit plans -----------------------------------------------------------------------------

export const staffCreditPlanSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  credits: z.number().int(),
  priceMinor: z.number().int(),
  currency: z.string(),
  validityDays: z.number().int(),
  popular: z.boolean(),
  /** Only active plans are on sale; a plan is archived (inactive), never deleted: payments name it. */
  active: z.boolean(),
  sort: z.number().int(),
});
export type StaffCreditPlan = z.infer<typeof staffCreditPlanSchema>;
export const staffCreditPlanListSchema = z.object({ items: z.array(staffCreditPlanSchema) });

const planFields = {
  name: nameSchema.meta({ examples: ['Festive pack'] }),
  description: z.string().trim().max(500, 'at most 500 characters'),
  credits: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(100_000, 'must be at most 100000'),
  priceMinor: z
    .number({ error: 'must be an amount in minor units' })
    .int('must be whole minor units')
    .min(0, 'must be 0 or more')
    .max(100_000_000, 'is too large'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code'),
  validityDays: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .max(3650, 'must be at most 3650'),
  popular: z.boolean({ error: 'must be true or false' }),
  active: z.boolean({ error: 'must be true or false' }),
  sort: positionSchema,
};
export const createCreditPlanInputSchema = z.object({
  slug: slugSchema.meta({ examples: ['festive-pack'] }),
  ...planFields,
  description: planFields.description.default(''),
  currency: planFields.currency.default('INR'),
  popular: planFields.popular.default(false),
  active: planFields.active.default(true),
  sort: planFields.sort.default(0),
});
export type CreateCreditPlanInput = z.infer<typeof createCreditPlanInputSchema>;
export const updateCreditPlanInputSchema = z.object(planFields).partial();
export type UpdateCreditPlanInput = z.infer<typeof updateCreditPlanInputSchema>;

// --- Platform offers --------------------------------------------------------------------------

export const PLATFORM_OFFER_STATUSES = ['active', 'archived', 'any'] as const;

/**
 * GET /admin/offers: the platform's offers, any window; `offerSearchKey` searches title and
 * description.
 */
export const platformOfferListQuerySchema = pageQuerySchema.extend({
  offerSearchKey: searchKeyQuery,
  status: z
    .enum(PLATFORM_OFFER_STATUSES, { error: "must be 'active', 'archived' or 'any'" })
    .default('any'),
});
export type PlatformOfferListQuery = z.infer<typeof platformOfferListQuerySchema>;

export const platformOfferSchema = ownerOfferSchema;
export type PlatformOffer = z.infer<typeof platformOfferSchema>;
export const platformOfferPageSchema = pageOf(platformOfferSchema);
export type PlatformOfferPage = z.infer<typeof platformOfferPageSchema>;

const isoDateTime = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });
const platformOfferFields = {
  title: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  description: z.string().trim().max(2000, 'at most 2000 characters'),
  code: offerCodeSchema.nullable(),
  discount: discountInputSchema,
  validFrom: isoDateTime.meta({ examples: ['2026-12-01T00:00:00Z'] }),
  validUntil: isoDateTime.meta({ examples: ['2026-12-31T00:00:00Z'] }),
  imageUrl: imageUrlSchema.nullable(),
  premium: z.boolean({ error: 'must be true or false' }),
};
const fromBeforeUntil = (value: { validFrom?: string; validUntil?: string }) =>
  value.validFrom === undefined ||
  value.validUntil === undefined ||
  Date.parse(value.validFrom) < Date.parse(value.validUntil);
const fromBeforeUntilIssue = { path: ['validUntil'], message: 'must be after validFrom' };

export const createPlatformOfferInputSchema = z
  .object({
    ...platformOfferFields,
    description: platformOfferFields.description.default(''),
    code: platformOfferFields.code.default(null),
    imageUrl: platformOfferFields.imageUrl.default(null),
    premium: platformOfferFields.premium.default(false),
    rules: offerRulesInputSchema.prefault({}),
  })
  .refine(fromBeforeUntil, fromBeforeUntilIssue);
export type CreatePlatformOfferInput = z.infer<typeof createPlatformOfferInputSchema>;
export const updatePlatformOfferInputSchema = z
  .object(platformOfferFields)
  .partial()
  .extend({
    /** Replaces all the code's rules; absent: unchanged. */
    rules: offerRulesInputSchema.optional(),
  })
  .refine(fromBeforeUntil, fromBeforeUntilIssue);
export type UpdatePlatformOfferInput = z.infer<typeof updatePlatformOfferInputSchema>;

// --- Shops ------------------------------------------------------------------------------------

export const STAFF_SHOP_STATUSES = ['active', 'suspended', 'any'] as const;

export const staffShopListQuerySchema = pageQuerySchema.extend({
  /** Matches the shop's name, slug, city or an owner's email. */
  searchKey: searchKeyQuery,
  status: z
    .enum(STAFF_SHOP_STATUSES, { error: "must be 'active', 'suspended' or 'any'" })
    .default('any'),
});
export type StaffShopListQuery = z.infer<typeof staffShopListQuerySchema>;

export const staffShopSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  city: z.string(),
  state: z.string(),
  verified: z.boolean(),
  premium: z.boolean(),
  /** Set while suspended: the shop is out of search, the directory and its public page. */
  suspendedAt: z.string().nullable(),
  suspensionReason: z.string().nullable(),
  owners: z.array(z.object({ id: z.string(), name: z.string(), email: z.string() })),
  createdAt: z.string(),
});
export type StaffShop = z.infer<typeof staffShopSchema>;
export const staffShopPageSchema = pageOf(staffShopSchema);
export type StaffShopPage = z.infer<typeof staffShopPageSchema>;

export const shopVerifyInputSchema = z.object({
  verified: z.boolean({ error: 'must be true or false' }),
});
export const shopPremiumInputSchema = z.object({
  premium: z.boolean({ error: 'must be true or false' }),
});
/** Suspending or reinstating says why; the owner reads it in the mail and the notification. */
export const shopReasonInputSchema = z.object({
  reason: z
    .string({ error: 'is required' })
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(500, 'at most 500 characters'),
});
export type ShopReasonInput = z.infer<typeof shopReasonInputSchema>;
