import { z } from 'zod';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { currencyCodeSchema } from './currencies.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';
import { checkoutOrderSchema } from './payments.ts';

/** Garments a shop stitches, each with the measurements (in cm) that garment needs. */
export const GARMENT_FIELDS = {
  blouse: [
    'bust',
    'waist',
    'shoulder',
    'armhole',
    'sleeveLength',
    'blouseLength',
    'frontNeckDepth',
    'backNeckDepth',
  ],
  kurta: ['chest', 'waist', 'hip', 'shoulder', 'armhole', 'sleeveLength', 'kurtaLength'],
  shirt: ['chest', 'waist', 'shoulder', 'collar', 'sleeveLength', 'shirtLength'],
  trousers: ['waist', 'hip', 'thigh', 'inseam', 'outseam', 'bottomOpening'],
  lehenga: ['waist', 'hip', 'lehengaLength'],
} as const satisfies Record<string, readonly string[]>;
export type Garment = keyof typeof GARMENT_FIELDS;
export const GARMENTS = Object.keys(GARMENT_FIELDS) as [Garment, ...Garment[]];
export const garmentSchema = z.enum(GARMENTS);

/** A person's measurements for one garment: only that garment's fields, each 1–300 cm. */
export const measurementsSchema = z.record(
  z.string(),
  z.number().min(1, 'must be at least 1 cm').max(300, 'must be at most 300 cm'),
);
export type Measurements = z.infer<typeof measurementsSchema>;

/** Adds an issue under `measurements.<field>` for a field the garment does not have. */
function checkGarmentFields(
  value: { garment?: Garment; measurements?: Measurements },
  ctx: z.RefinementCtx,
) {
  if (!value.garment || !value.measurements) return;
  const allowed: readonly string[] = GARMENT_FIELDS[value.garment];
  for (const key of Object.keys(value.measurements)) {
    if (!allowed.includes(key)) {
      ctx.addIssue({
        code: 'custom',
        path: ['measurements', key],
        message: `is not a ${value.garment} measurement; expected one of ${allowed.join(', ')}`,
      });
    }
  }
}

/** A calendar day, yyyy-mm-dd (2026-02-30 is refused). */
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date like 2026-01-31')
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
  }, 'must be a real calendar date');

/* ---------------------------------------------------------------- measurement profiles */

const profileFields = {
  /** Whose measurements: "Me", "Mother", "Riya". */
  name: z.string().trim().min(1, 'is required').max(80),
  relation: z.string().trim().max(40).default(''),
  garment: garmentSchema,
  measurements: measurementsSchema.meta({ examples: [{ bust: 86, waist: 72 }] }),
  notes: z.string().max(1000).default(''),
};

export const measurementProfileInputSchema = z
  .object(profileFields)
  .superRefine(checkGarmentFields)
  .meta({
    examples: [
      {
        name: 'Mother',
        relation: 'mother',
        garment: 'blouse',
        measurements: { bust: 86, waist: 72, shoulder: 36 },
      },
    ],
  });
export type MeasurementProfileInput = z.infer<typeof measurementProfileInputSchema>;

export const measurementProfilePatchSchema = z
  .object({
    name: profileFields.name.optional(),
    relation: z.string().trim().max(40).optional(),
    garment: garmentSchema.optional(),
    measurements: measurementsSchema.optional(),
    notes: z.string().max(1000).optional(),
  })
  .superRefine(checkGarmentFields);
export type MeasurementProfilePatch = z.infer<typeof measurementProfilePatchSchema>;

export const measurementProfileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  relation: z.string(),
  garment: garmentSchema,
  measurements: measurementsSchema,
  notes: z.string(),
  updatedAt: z.string(),
});
export type MeasurementProfile = z.infer<typeof measurementProfileSchema>;
export const measurementProfileListSchema = z.object({ items: z.array(measurementProfileSchema) });

export const profileIdParamsSchema = z.object({ id: z.uuid('must be a measurement profile id') });

/* ---------------------------------------------------------------- invoices */

export const PAYMENT_STATUSES = ['unpaid', 'paid', 'refunded'] as const;
export const paymentStatusSchema = z.enum(PAYMENT_STATUSES);
export type StitchingPaymentStatus = z.infer<typeof paymentStatusSchema>;

export const APPROVALS = ['pending', 'approved', 'revision_requested'] as const;
export type StitchingApproval = (typeof APPROVALS)[number];

/** Production stages, in order; the shop moves a paid invoice one stage at a time. */
export const STITCHING_STAGES = [
  'measurements_confirmed',
  'cutting',
  'trial',
  'alteration',
  'ready',
  'delivered',
] as const;
export const stitchingStageSchema = z.enum(STITCHING_STAGES);
export type StitchingStage = z.infer<typeof stitchingStageSchema>;

export const STAGE_LABELS: Record<StitchingStage, string> = {
  measurements_confirmed: 'Measurements confirmed',
  cutting: 'Cutting',
  trial: 'Trial',
  alteration: 'Alteration',
  ready: 'Ready',
  delivered: 'Delivered',
};

/** The stage that may follow `stage` (null: the first); undefined after the last. */
export const nextStage = (stage: StitchingStage | null): StitchingStage | undefined =>
  STITCHING_STAGES[stage === null ? 0 : STITCHING_STAGES.indexOf(stage) + 1];

const money = z.number().int().min(0).max(100_000_000);

/** POST /vendor/stitching-service-invoices: a stitching shop's invoice for a customer. */
export const createStitchingInvoiceInputSchema = z
  .object({
    shopId: z.uuid('must be a shop id'),
    customerEmail: z.email('must be an email address').meta({ examples: ['customer@example.com'] }),
    garment: garmentSchema,
    fabric: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(200)
      .meta({ examples: ['Raw silk'] }),
    measurements: measurementsSchema.meta({ examples: [{ bust: 86, waist: 72 }] }),
    /** In minor units. */
    price: money,
    currency: currencyCodeSchema.default('INR'),
    dueDate: isoDate.meta({ examples: ['2026-12-20'] }),
    notes: z.string().max(2000).default(''),
  })
  .superRefine(checkGarmentFields)
  .meta({
    examples: [
      {
        shopId: '00000000-0000-4000-8000-000000000000',
        customerEmail: 'customer@example.com',
        garment: 'blouse',
        fabric: 'Raw silk, maroon',
        measurements: { bust: 86, waist: 72 },
        price: 180000,
        dueDate: '2026-12-20',
      },
    ],
  });
export type CreateStitchingInvoiceInput = z.infer<typeof createStitchingInvoiceInputSchema>;

export const stitchingInvoiceSummarySchema = z.object({
  id: z.uuid(),
  number: z.string(),
  shopId: z.uuid(),
  shopName: z.string(),
  garment: garmentSchema,
  fabric: z.string(),
  price: z.number().int(),
  currency: z.string(),
  dueDate: z.string(),
  approval: z.enum(APPROVALS),
  /** What the customer asked to change, while a revision is requested. */
  revisionNote: z.string().nullable(),
  paymentStatus: paymentStatusSchema,
  stage: stitchingStageSchema.nullable(),
  createdAt: z.string(),
});
export type StitchingInvoiceSummary = z.infer<typeof stitchingInvoiceSummarySchema>;

export const stitchingEventSchema = z.object({
  kind: z.enum([
    'sent',
    'approved',
    'revision_requested',
    'revised',
    'paid',
    'refund_requested',
    'refunded',
    'stage',
  ]),
  stage: stitchingStageSchema.nullable(),
  by: z.enum(['customer', 'shop', 'system']),
  note: z.string().nullable(),
  at: z.string(),
});
export type StitchingEvent = z.infer<typeof stitchingEventSchema>;

export const stitchingInvoiceDetailSchema = stitchingInvoiceSummarySchema.extend({
  customerName: z.string(),
  measurements: measurementsSchema,
  notes: z.string(),
  priceInWords: z.string(),
  paidAt: z.string().nullable(),
  timeline: z.array(stitchingEventSchema),
});
export type StitchingInvoiceDetail = z.infer<typeof stitchingInvoiceDetailSchema>;

/** GET /stitching-service-invoices. */
export const stitchingInvoiceListQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  paymentStatus: paymentStatusSchema.optional(),
  fromDate: isoDate.optional(),
  toDate: isoDate.optional(),
  download: downloadQuery.optional(),
});
export type StitchingInvoiceListQuery = z.infer<typeof stitchingInvoiceListQuerySchema>;

export const vendorStitchingInvoiceListQuerySchema = stitchingInvoiceListQuerySchema.extend({
  shopId: z.uuid('must be a shop id'),
});

export const stitchingInvoicePageSchema = pageOf(stitchingInvoiceSummarySchema);
export type StitchingInvoicePage = z.infer<typeof stitchingInvoicePageSchema>;

export const stitchingInvoiceIdParamsSchema = z.object({
  id: z.uuid('must be a stitching invoice id'),
});

/** PATCH /stitching-service-invoices/{id}: the customer approves, asks for a revision, or pays. */
export const customerInvoiceActionSchema = z
  .object({
    action: z.enum(['approve', 'request_revision', 'pay']),
    /** What should change: required with `request_revision`. */
    note: z.string().trim().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'request_revision' && !value.note) {
      ctx.addIssue({ code: 'custom', path: ['note'], message: 'say what should change' });
    }
  });
export type CustomerInvoiceAction = z.infer<typeof customerInvoiceActionSchema>;

export const customerInvoiceActionResultSchema = z.object({
  invoice: stitchingInvoiceDetailSchema,
  /** For `pay`: the provider's checkout to open. */
  checkout: checkoutOrderSchema.optional(),
});
export type CustomerInvoiceActionResult = z.infer<typeof customerInvoiceActionResultSchema>;

/**
 * PATCH /vendor/stitching-service-invoices/{id}: `refund` a paid invoice, move it to the next
 * `stage`, or `revise` it after the customer asked (any of garment, fabric, measurements, price,
 * dueDate).
 */
export const vendorInvoiceActionSchema = z
  .object({
    action: z.enum(['refund', 'stage', 'revise']),
    stage: stitchingStageSchema.optional(),
    garment: garmentSchema.optional(),
    fabric: z.string().trim().min(1).max(200).optional(),
    measurements: measurementsSchema.optional(),
    price: money.optional(),
    dueDate: isoDate.optional(),
    note: z.string().max(1000).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.action === 'stage' && !value.stage) {
      ctx.addIssue({ code: 'custom', path: ['stage'], message: 'which stage the work is at' });
    }
    checkGarmentFields(value, ctx);
  });
export type VendorInvoiceAction = z.infer<typeof vendorInvoiceActionSchema>;
