import { z } from 'zod';
import { genderSchema } from './catalogue.ts';
import { searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// The shop console's own operations: the owner edits the shop's profile
// (PATCH /vendor/updateVendor) and looks up the shop's customers (GET /vendor/customers/search).

const isTimeZone = (value: string) => {
  try {
    // Only IANA names resolve to themselves ("Asia/Calcutta" → "Asia/Kolkata" is still accepted).
    new Intl.DateTimeFormat('en', { timeZone: value });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(value);
  } catch {
    return false;
  }
};

/** An IANA time zone name such as `Asia/Kolkata` or `America/New_York`. */
export const timeZoneSchema = z
  .string()
  .trim()
  .refine(isTimeZone, 'must be an IANA time zone such as Asia/Kolkata');

const slugList = (max: number) =>
  z.array(z.string().trim().min(1).max(60)).max(max, `at most ${max} values`);

/** A stored picture's path as answers give it (`/api/v1/media/…`, or the CDN's address). */
const pictureUrl = z.string().trim().min(1).max(500);

export const shopPriceRangeInputSchema = z
  .object({
    minMinor: z.number().int().min(0, 'must not be negative'),
    maxMinor: z.number().int().min(0, 'must not be negative'),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'must be an ISO 4217 code such as INR')
      .default('INR'),
  })
  .refine(({ minMinor, maxMinor }) => minMinor <= maxMinor, {
    path: ['maxMinor'],
    message: 'must not be below minMinor',
  });

/**
 * PATCH /vendor/updateVendor: the fields an owner may change; absent fields stay as they are.
 * Anything else (`verified`, `premium`, `rating`, `slug`, …) is refused naming the field: those
 * are set by Vitrine's staff or by the system.
 */
export const updateVendorInputSchema = z.strictObject(
  {
    /** The shop to change; without it, the first shop the caller runs. */
    shopId: z.uuid('must be a shop id').optional(),
    name: z.string().trim().min(2, 'must be at least 2 characters').max(80).optional(),
    description: z.string().trim().max(2000, 'must be at most 2000 characters').optional(),
    /** Category slugs (top level) and sub-category slugs, from GET /categories. */
    categories: slugList(10).optional(),
    subCategories: slugList(40).optional(),
    genders: z.array(genderSchema).max(3).optional(),
    /** Occasion slugs and ISO 639-1 language codes from the taxonomy. */
    occasions: slugList(20).optional(),
    languages: slugList(20).optional(),
    city: z.string().trim().min(2, 'must be at least 2 characters').max(60).optional(),
    state: z.string().trim().min(2, 'must be at least 2 characters').max(60).optional(),
    timeZone: timeZoneSchema.optional(),
    priceRange: shopPriceRangeInputSchema.optional(),
    /** Whether the shop takes stitching (tailoring) orders. */
    isStitcher: z.boolean().optional(),
    /** Whether the shop takes cash on delivery for orders from the cart. */
    cashOnDelivery: z.boolean({ error: 'must be true or false' }).optional(),
    /**
     * Pictures: the `url` of one of the caller's uploads (POST /uploads/images with the same
     * purpose), or the shop's current value; null removes the logo or cover.
     */
    logoUrl: pictureUrl.nullable().optional(),
    coverUrl: pictureUrl.nullable().optional(),
    /** The whole gallery, in order: uploads (purpose gallery) and pictures it already has. */
    galleryUrls: z.array(pictureUrl).max(12, 'at most 12 pictures').optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'cannot be changed by the shop (set by Vitrine staff, or not a shop field)'
        : undefined,
  },
);
export type UpdateVendorInput = z.infer<typeof updateVendorInputSchema>;

/** GET /vendor/customers/search */
export const shopCustomersQuerySchema = pageQuerySchema.extend({
  /** The shop; without it, the first shop the caller runs. */
  shopId: z.uuid('must be a shop id').optional(),
  /** Matches a customer's name or email (any part, any case). */
  searchKey: searchKeyQuery,
});
export type ShopCustomersQuery = z.infer<typeof shopCustomersQuerySchema>;

/** Why someone counts as the shop's customer; bookings, chats and orders join later. */
export const CUSTOMER_RELATIONS = ['favourite'] as const;

export const shopCustomerSchema = z.object({
  /** The customer's user id. */
  id: z.string(),
  name: z.string(),
  email: z.string(),
  relations: z.array(z.enum(CUSTOMER_RELATIONS)),
  /** When the customer first related to the shop (e.g. favourited it). */
  since: z.iso.datetime(),
});
export type ShopCustomer = z.infer<typeof shopCustomerSchema>;

export const shopCustomerPageSchema = pageOf(shopCustomerSchema);
export type ShopCustomerPage = z.infer<typeof shopCustomerPageSchema>;
