import { z } from 'zod';
import { offerSchema, productSchema, productVariantSchema, stockKindSchema } from './catalogue.ts';
import { searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { shopOfferRulesInputSchema } from './offer-codes.ts';

// A shop owner's products and offers: /vendor/products, /vendor/offers (the owner), the premium
// decision of staff (/admin/products/{id}/premium, /admin/offers/{id}/premium) and one product's
// public page (GET /products/{id}).

/** `active` shows to shoppers; `archived` is hidden everywhere public and stays the owner's. */
export const LISTING_STATUSES = ['active', 'archived'] as const;
export const listingStatusSchema = z.enum(LISTING_STATUSES, {
  error: 'must be active or archived',
});
export type ListingStatus = z.infer<typeof listingStatusSchema>;

/** Placement on the premium lists is granted by staff; the shop can only ask for it. */
const staffOnlyPremium = z
  .never({ error: 'only staff can set premium; ask for it with premiumRequested' })
  .optional();

const isoDateTime = z.iso.datetime({ offset: true, error: 'must be a date and time (ISO 8601)' });

export const idParamsSchema = z.object({ id: z.uuid('must be an id') });

// ---------------------------------------------------------------------------------------------
// Products

export const MAX_PRODUCT_IMAGES = 8;

/** Price in minor units (paise), at most ten million rupees' worth; currency as ISO 4217. */
export const priceInputSchema = z.object({
  amountMinor: z
    .number({ error: 'must be an amount in minor units' })
    .int('must be whole minor units')
    .min(0, 'must be 0 or more')
    .max(1_000_000_000, 'is too large'),
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'must be a 3-letter currency code')
    .meta({ examples: ['INR'] }),
});

const productFields = {
  title: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  description: z.string().trim().max(4000, 'at most 4000 characters'),
  /** Pictures the caller uploaded (`POST /uploads/images?purpose=product`), in display order. */
  imageIds: z
    .array(z.uuid('must be an uploaded image id'))
    .max(MAX_PRODUCT_IMAGES, `at most ${MAX_PRODUCT_IMAGES} pictures`)
    .refine((ids) => new Set(ids).size === ids.length, 'must not repeat a picture'),
  price: priceInputSchema,
  /** A category or sub-category slug of the taxonomy. */
  categorySlug: z.string().trim().min(1, 'is required'),
  stock: z
    .number({ error: 'must be a number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more'),
  premiumRequested: z.boolean(),
};

export const createProductInputSchema = z.object({
  shopId: z.uuid('must be a shop id'),
  ...productFields,
  description: productFields.description.default(''),
  imageIds: productFields.imageIds.default([]),
  premiumRequested: productFields.premiumRequested.default(false),
  premium: staffOnlyPremium,
});
export type CreateProductInput = z.infer<typeof createProductInputSchema>;

/** PATCH: only the fields given change; `imageIds` replaces the pictures when given. */
export const updateProductInputSchema = z.object(productFields).partial().extend({
  premium: staffOnlyPremium,
});
export type UpdateProductInput = z.infer<typeof updateProductInputSchema>;

// ---------------------------------------------------------------------------------------------
// Variants

export const MAX_PRODUCT_VARIANTS = 100;

const variantLabel = (max: number) =>
  z.string().trim().min(1, 'must not be empty').max(max, `at most ${max} characters`).nullable();

/**
 * One variant as the owner writes it. `id` keeps an existing variant (carts and orders that name
 * it follow the change); without it a new one is added. A variant is told apart by its size,
 * colour and made-to-measure flag, at least one of which it has; `leadTimeDays` is required for
 * `made_to_order` and refused for `in_stock`.
 */
export const variantInputSchema = z
  .object({
    id: z.uuid('must be a variant id of this product').optional(),
    size: variantLabel(20).default(null),
    colour: variantLabel(40).default(null),
    madeToMeasure: z.boolean({ error: 'must be true or false' }).default(false),
    price: priceInputSchema,
    stock: productFields.stock.default(0),
    stockKind: stockKindSchema.default('in_stock'),
    leadTimeDays: z
      .number({ error: 'must be a number of days' })
      .int('must be whole days')
      .min(1, 'must be 1 to 365 days')
      .max(365, 'must be 1 to 365 days')
      .nullable()
      .default(null),
  })
  .superRefine((variant, ctx) => {
    if (variant.size === null && variant.colour === null && !variant.madeToMeasure) {
      ctx.addIssue({
        code: 'custom',
        path: ['size'],
        message: 'a variant needs a size, a colour or made to measure',
      });
    }
    if (variant.stockKind === 'made_to_order' && variant.leadTimeDays === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['leadTimeDays'],
        message: 'is required when the stock is made to order',
      });
    }
    if (variant.stockKind === 'in_stock' && variant.leadTimeDays !== null) {
      ctx.addIssue({
        code: 'custom',
        path: ['leadTimeDays'],
        message: 'is only for made-to-order stock',
      });
    }
  });
export type VariantInput = z.infer<typeof variantInputSchema>;

const variantKey = (v: VariantInput) =>
  JSON.stringify([v.size?.toLowerCase() ?? null, v.colour?.toLowerCase() ?? null, v.madeToMeasure]);

/**
 * PUT /vendor/products/{id}/variants: the product's variants, all of them, in display order.
 * Variants not listed are removed (archived); an empty list sells the product as itself.
 */
export const replaceVariantsInputSchema = z.object({
  variants: z
    .array(variantInputSchema)
    .max(MAX_PRODUCT_VARIANTS, `at most ${MAX_PRODUCT_VARIANTS} variants`)
    .superRefine((variants, ctx) => {
      const seenKeys = new Set<string>();
      const seenIds = new Set<string>();
      variants.forEach((variant, index) => {
        const key = variantKey(variant);
        if (seenKeys.has(key)) {
          ctx.addIssue({
            code: 'custom',
            path: [index],
            message: 'repeats the size, colour and made to measure of another variant',
          });
        }
        seenKeys.add(key);
        if (variant.id !== undefined) {
          if (seenIds.has(variant.id)) {
            ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'is listed twice' });
          }
          seenIds.add(variant.id);
        }
      });
    }),
});
export type ReplaceVariantsInput = z.infer<typeof replaceVariantsInputSchema>;

export const productVariantListSchema = z.object({ items: z.array(productVariantSchema) });
export type ProductVariantList = z.infer<typeof productVariantListSchema>;

/** What the owner sees of a product: the public view plus its state and picture ids. */
export const ownerProductSchema = productSchema.extend({
  status: listingStatusSchema,
  premiumRequested: z.boolean(),
  imageIds: z.array(z.uuid()),
  archivedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type OwnerProduct = z.infer<typeof ownerProductSchema>;
export const ownerProductPageSchema = pageOf(ownerProductSchema);
export type OwnerProductPage = z.infer<typeof ownerProductPageSchema>;

export const ownerListQuerySchema = pageQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
  /** Absent: both. */
  status: listingStatusSchema.optional(),
  searchKey: searchKeyQuery,
});
export type OwnerListQuery = z.infer<typeof ownerListQuerySchema>;

// ---------------------------------------------------------------------------------------------
// Offers

/** Codes are stored upper-case; a shop's live codes are unique. */
export const offerCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,20}$/, 'must be 3–20 letters, digits or dashes');

export const discountInputSchema = z
  .discriminatedUnion(
    'kind',
    [
      z.object({
        kind: z.literal('percent'),
        percent: z
          .number({ error: 'must be a number' })
          .int('must be a whole number')
          .min(1, 'must be 1 to 100')
          .max(100, 'must be 1 to 100'),
      }),
      z.object({
        kind: z.literal('amount'),
        amount: priceInputSchema.extend({
          amountMinor: priceInputSchema.shape.amountMinor.min(1, 'must be more than 0'),
        }),
      }),
    ],
    { error: 'must be a percent or an amount' },
  )
  .meta({ examples: [{ kind: 'percent', percent: 10 }] });

const offerFields = {
  title: z.string().trim().min(1, 'is required').max(120, 'at most 120 characters'),
  description: z.string().trim().max(2000, 'at most 2000 characters'),
  code: offerCodeSchema.nullable(),
  discount: discountInputSchema,
  validFrom: isoDateTime.meta({ examples: ['2026-12-01T00:00:00Z'] }),
  validUntil: isoDateTime.meta({ examples: ['2026-12-31T00:00:00Z'] }),
  premiumRequested: z.boolean(),
};

const fromBeforeUntil = (value: { validFrom?: string; validUntil?: string }) =>
  value.validFrom === undefined ||
  value.validUntil === undefined ||
  Date.parse(value.validFrom) < Date.parse(value.validUntil);
const fromBeforeUntilIssue = { path: ['validUntil'], message: 'must be after validFrom' };

export const createOfferInputSchema = z
  .object({
    shopId: z.uuid('must be a shop id'),
    ...offerFields,
    description: offerFields.description.default(''),
    code: offerFields.code.default(null),
    premiumRequested: offerFields.premiumRequested.default(false),
    premium: staffOnlyPremium,
    rules: shopOfferRulesInputSchema.prefault({}),
  })
  .refine(fromBeforeUntil, fromBeforeUntilIssue);
export type CreateOfferInput = z.infer<typeof createOfferInputSchema>;

/** PATCH: only the fields given change; the window is checked against the stored other end. */
export const updateOfferInputSchema = z
  .object(offerFields)
  .partial()
  .extend({
    premium: staffOnlyPremium,
    /** Replaces all the code's rules; absent: unchanged. */
    rules: shopOfferRulesInputSchema.optional(),
  })
  .refine(fromBeforeUntil, fromBeforeUntilIssue);
export type UpdateOfferInput = z.infer<typeof updateOfferInputSchema>;

export const ownerOfferSchema = offerSchema.extend({
  status: listingStatusSchema,
  premiumRequested: z.boolean(),
  archivedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type OwnerOffer = z.infer<typeof ownerOfferSchema>;
export const ownerOfferPageSchema = pageOf(ownerOfferSchema);
export type OwnerOfferPage = z.infer<typeof ownerOfferPageSchema>;

// ---------------------------------------------------------------------------------------------
// Staff: the premium decision

/** `premium: true` grants the placement, `false` refuses (or ends) it; either way the request is answered. */
export const premiumDecisionInputSchema = z.object({ premium: z.boolean() });
export type PremiumDecisionInput = z.infer<typeof premiumDecisionInputSchema>;
