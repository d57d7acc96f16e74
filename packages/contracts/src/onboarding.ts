import { z } from 'zod';
import { emailSchema } from './auth.ts';
import { gstinSchema, iecSchema, mobileSchema, panSchema } from './business-ids.ts';
import { genderSchema, languageRefSchema, taxonomyRefSchema } from './catalogue.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// The existence checks (GET /vendor/check…): the onboarding form asks them as the
// owner types. Each validates the format first (400 naming the field), then answers `exists`.

export const checkGstinQuerySchema = z.object({ gstin: gstinSchema });
export const checkPanQuerySchema = z.object({ pan: panSchema });
export const checkIecQuerySchema = z.object({ iec: iecSchema });
export const checkEmailQuerySchema = z.object({
  email: emailSchema.meta({ examples: ['owner@example.com'] }),
});
export const checkMobileQuerySchema = z.object({ mobile: mobileSchema });

export const existsSchema = z.object({ exists: z.boolean() });
export type Exists = z.infer<typeof existsSchema>;

/** Where a shop application stands; only `approved` shops are public. */
export const SHOP_APPLICATION_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
export type ShopApplicationStatus = (typeof SHOP_APPLICATION_STATUSES)[number];

// ---------------------------------------------------------------------------------------------
// The shop application (onboarding): a draft saved step by step, then submitted for review.
// Each step's full schema is what submitting requires; a saved draft step may leave fields out
// (`…DraftSchema`), but every value it holds is checked as it comes.

export const APPLICATION_STEPS = ['account', 'business', 'shop', 'media'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];
export const applicationStepLabels: Record<ApplicationStep, string> = {
  account: 'Account',
  business: 'Business',
  shop: 'Shop profile',
  media: 'Logo and pictures',
};

/** Whether the runtime knows this IANA time zone (the same check on the server and the web). */
export function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Currencies a shop may price in (ISO 4217); the platform settles in INR. */
export const APPLICATION_CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'] as const;

const requiredText = (max: number, what = 'must not be empty') =>
  z.string().trim().min(1, what).max(max, `must be at most ${max} characters`);
const slugList = (max: number) => z.array(z.string().trim().min(1).max(80)).max(max);

export const applicationAccountSchema = z.object({
  email: emailSchema,
  mobile: mobileSchema,
});
export type ApplicationAccount = z.infer<typeof applicationAccountSchema>;

/** An Indian PIN code: six digits, the first not 0. */
export const pinCodeSchema = z
  .string()
  .trim()
  .regex(/^[1-9][0-9]{5}$/, 'must be a 6-digit PIN code')
  .meta({ examples: ['302001'] });

export const applicationBusinessSchema = z.object({
  legalName: requiredText(200),
  pan: panSchema,
  gstin: gstinSchema.optional(),
  iec: iecSchema.optional(),
  addressLine1: requiredText(200),
  addressLine2: z.string().trim().max(200).optional(),
  addressCity: requiredText(100),
  addressState: requiredText(100),
  pinCode: pinCodeSchema,
});
export type ApplicationBusiness = z.infer<typeof applicationBusinessSchema>;

const applicationShopFields = z.object({
  name: requiredText(80),
  description: z.string().trim().min(20, 'must be at least 20 characters').max(2000),
  categorySlugs: slugList(10).min(1, 'choose at least one category'),
  subCategorySlugs: slugList(40),
  genders: z.array(genderSchema).min(1, 'choose at least one').max(3),
  occasionSlugs: slugList(20),
  languageCodes: slugList(20).min(1, 'choose at least one language'),
  city: requiredText(100),
  state: requiredText(100),
  timeZone: z
    .string()
    .trim()
    .max(64)
    .refine(isKnownTimeZone, 'must be an IANA time zone such as Asia/Kolkata')
    .meta({ examples: ['Asia/Kolkata'] }),
  /** Minor units (paise for INR). */
  priceMinMinor: z.number().int().min(0).max(1_000_000_000),
  priceMaxMinor: z.number().int().min(0).max(1_000_000_000),
  currency: z.enum(APPLICATION_CURRENCIES, {
    error: `must be one of ${APPLICATION_CURRENCIES.join(', ')}`,
  }),
  offersStitching: z.boolean(),
});
const priceRangeInOrder = (shop: { priceMinMinor?: number; priceMaxMinor?: number }) =>
  shop.priceMinMinor === undefined ||
  shop.priceMaxMinor === undefined ||
  shop.priceMaxMinor >= shop.priceMinMinor;
const priceRangeProblem = {
  path: ['priceMaxMinor'],
  message: 'must not be below the lowest price',
};
export const applicationShopSchema = applicationShopFields.refine(
  priceRangeInOrder,
  priceRangeProblem,
);
export type ApplicationShop = z.infer<typeof applicationShopSchema>;

export const MAX_GALLERY_IMAGES = 8;
export const applicationMediaSchema = z.object({
  logoId: z.uuid('must be an uploaded image id'),
  coverId: z.uuid('must be an uploaded image id'),
  galleryIds: z
    .array(z.uuid('must be an uploaded image id'))
    .max(MAX_GALLERY_IMAGES, `at most ${MAX_GALLERY_IMAGES} pictures`),
});
export type ApplicationMedia = z.infer<typeof applicationMediaSchema>;

/** What `PUT /vendor/application/<step>` takes: the step's fields, any of them left out. */
export const applicationAccountDraftSchema = applicationAccountSchema.partial();
export const applicationBusinessDraftSchema = applicationBusinessSchema.partial();
export const applicationShopDraftSchema = applicationShopFields
  .partial()
  .refine(priceRangeInOrder, priceRangeProblem);
export const applicationMediaDraftSchema = applicationMediaSchema.partial();
export type ApplicationAccountDraft = z.infer<typeof applicationAccountDraftSchema>;
export type ApplicationBusinessDraft = z.infer<typeof applicationBusinessDraftSchema>;
export type ApplicationShopDraft = z.infer<typeof applicationShopDraftSchema>;
export type ApplicationMediaDraft = z.infer<typeof applicationMediaDraftSchema>;

/** The full schema of each step, which submitting checks. */
export const applicationStepSchemas = {
  account: applicationAccountSchema,
  business: applicationBusinessSchema,
  shop: applicationShopSchema,
  media: applicationMediaSchema,
} as const;

export const applicationImageSchema = z.object({ id: z.uuid(), url: z.string() });
export type ApplicationImage = z.infer<typeof applicationImageSchema>;

export const shopApplicationStatusSchema = z.enum(SHOP_APPLICATION_STATUSES);

/** An application as its applicant (and an admin) sees it (answers: plain values, no transforms). */
export const shopApplicationSchema = z.object({
  id: z.uuid(),
  status: shopApplicationStatusSchema,
  account: z.object({ email: z.string(), mobile: z.string() }).partial(),
  business: z
    .object({
      legalName: z.string(),
      pan: z.string(),
      gstin: z.string(),
      iec: z.string(),
      addressLine1: z.string(),
      addressLine2: z.string(),
      addressCity: z.string(),
      addressState: z.string(),
      pinCode: z.string(),
    })
    .partial(),
  shop: z
    .object({
      name: z.string(),
      description: z.string(),
      categorySlugs: z.array(z.string()),
      subCategorySlugs: z.array(z.string()),
      genders: z.array(genderSchema),
      occasionSlugs: z.array(z.string()),
      languageCodes: z.array(z.string()),
      city: z.string(),
      state: z.string(),
      timeZone: z.string(),
      priceMinMinor: z.number().int(),
      priceMaxMinor: z.number().int(),
      currency: z.string(),
      offersStitching: z.boolean(),
    })
    .partial(),
  media: z.object({
    logo: applicationImageSchema.nullable(),
    cover: applicationImageSchema.nullable(),
    gallery: z.array(applicationImageSchema),
  }),
  /** Why an admin rejected it (status `rejected`). */
  rejectionReason: z.string().nullable(),
  /** The shop made on approval. */
  shopId: z.uuid().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type ShopApplication = z.infer<typeof shopApplicationSchema>;

/** `GET /vendor/application`: the caller's open application, else their latest, else null. */
export const myShopApplicationSchema = z.object({ application: shopApplicationSchema.nullable() });
export type MyShopApplication = z.infer<typeof myShopApplicationSchema>;

// Admin: GET /admin/shops/applications, POST /admin/shops/{id}/approve and /reject.

export const applicationListQuerySchema = pageQuerySchema.extend({
  status: shopApplicationStatusSchema.default('pending'),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

export const reviewedApplicationSchema = shopApplicationSchema.extend({
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The shop step's choices with the names reviewers read (a since removed one: its key). */
  names: z.object({
    categories: z.array(taxonomyRefSchema),
    subCategories: z.array(taxonomyRefSchema),
    occasions: z.array(taxonomyRefSchema),
    languages: z.array(languageRefSchema),
  }),
});
export type ReviewedApplication = z.infer<typeof reviewedApplicationSchema>;
export const applicationPageSchema = pageOf(reviewedApplicationSchema);
export type ApplicationPage = z.infer<typeof applicationPageSchema>;

export const applicationParamsSchema = z.object({ id: z.uuid('must be an application id') });
export const rejectApplicationSchema = z.object({
  reason: z
    .string({ error: 'say why the application is rejected' })
    .trim()
    .min(1, 'say why the application is rejected')
    .max(1000, 'must be at most 1000 characters'),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationSchema>;
