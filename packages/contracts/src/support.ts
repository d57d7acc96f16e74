import { z } from 'zod';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

// Support requests: a customer's request, its thread with staff, and the staff side
// (an admin API until the staff console exists).

const isoDateTime = z.iso.datetime();

export const SUPPORT_STATUSES = [
  'open',
  'in_progress',
  'waiting_for_customer',
  'resolved',
  'closed',
] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const supportStatusLabels: Record<SupportStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  waiting_for_customer: 'Waiting for you',
  resolved: 'Resolved',
  closed: 'Closed',
};

export const SUPPORT_CATEGORIES = ['meeting', 'payment', 'order', 'account', 'other'] as const;
export type SupportCategory = (typeof SUPPORT_CATEGORIES)[number];
export const supportCategoryLabels: Record<SupportCategory, string> = {
  meeting: 'A video meeting',
  payment: 'A payment or credits',
  order: 'An order',
  account: 'My account',
  other: 'Something else',
};

/** The first answer from staff is due within this many hours of the request, by category. */
export const SUPPORT_RESPONSE_TARGET_HOURS: Record<SupportCategory, number> = {
  payment: 12,
  meeting: 24,
  order: 24,
  account: 48,
  other: 72,
};

/** A resolved request can be reopened this many days after its resolution. */
export const SUPPORT_REOPEN_DAYS = 14;

export const SUPPORT_SUBJECT_KINDS = ['meeting', 'payment', 'order'] as const;
export type SupportSubjectKind = (typeof SUPPORT_SUBJECT_KINDS)[number];

const subjectSchema = z.string().trim().min(3, 'must be at least 3 characters').max(150);
const descriptionSchema = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(5000, 'must be at most 5000 characters');
const attachmentIdsSchema = z
  .array(z.uuid('must be ids of your uploaded pictures'))
  .max(5, 'at most 5 pictures');

/** `POST /supports`. */
export const createSupportInputSchema = z
  .object({
    subject: subjectSchema,
    category: z.enum(SUPPORT_CATEGORIES, {
      error: `must be one of ${SUPPORT_CATEGORIES.join(', ')}`,
    }),
    description: descriptionSchema,
    /** Uploads of the caller (`POST /uploads/images?purpose=support`). */
    attachments: attachmentIdsSchema.default([]),
    /** What it is about: one of the caller's meetings, payments or orders. */
    subjectKind: z.enum(SUPPORT_SUBJECT_KINDS).optional(),
    /** The meeting (booking) id, the payment's id (GET /user/payments) or the order id. */
    subjectId: z.string().trim().min(1).max(100).optional(),
  })
  .refine((v) => (v.subjectKind === undefined) === (v.subjectId === undefined), {
    message: 'give subjectKind and subjectId together',
    path: ['subjectId'],
  });
export type CreateSupportInput = z.input<typeof createSupportInputSchema>;

/**
 * `PATCH /supports/{id}`: edit the request while it is open, add a message to the thread, close
 * it, or reopen it (status `open`) within SUPPORT_REOPEN_DAYS of its resolution.
 */
export const updateSupportInputSchema = z.object({
  subject: subjectSchema.optional(),
  description: descriptionSchema.optional(),
  attachments: attachmentIdsSchema.optional(),
  message: descriptionSchema.optional(),
  messageAttachments: attachmentIdsSchema.optional(),
  status: z.enum(['open', 'closed'], { error: "must be 'open' (reopen) or 'closed'" }).optional(),
});
export type UpdateSupportInput = z.infer<typeof updateSupportInputSchema>;

export const supportIdParamsSchema = z.object({ id: z.uuid('must be a support request id') });

export const supportAttachmentSchema = z.object({ id: z.uuid(), url: z.string() });
export type SupportAttachment = z.infer<typeof supportAttachmentSchema>;

export const supportMessageSchema = z.object({
  id: z.uuid(),
  authorRole: z.enum(['customer', 'staff']),
  authorName: z.string(),
  body: z.string(),
  attachments: z.array(supportAttachmentSchema),
  createdAt: isoDateTime,
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;

export const supportRequestSchema = z.object({
  id: z.uuid(),
  subject: z.string(),
  category: z.enum(SUPPORT_CATEGORIES),
  description: z.string(),
  status: z.enum(SUPPORT_STATUSES),
  subjectKind: z.enum(SUPPORT_SUBJECT_KINDS).nullable(),
  subjectId: z.string().nullable(),
  attachments: z.array(supportAttachmentSchema),
  /** The first staff answer: its target, when it is due, when it came. */
  responseTarget: z.object({
    hours: z.number().int(),
    dueAt: isoDateTime,
    answeredAt: isoDateTime.nullable(),
    /** The target passed without an answer, or the answer came late. */
    missed: z.boolean(),
  }),
  /** Until when a resolved request may be reopened; null unless resolved. */
  reopenUntil: isoDateTime.nullable(),
  resolvedAt: isoDateTime.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});
export type SupportRequest = z.infer<typeof supportRequestSchema>;

/** What a request is about, as people know it. */
export const supportAboutSchema = z.object({
  kind: z.enum(SUPPORT_SUBJECT_KINDS),
  id: z.string(),
  /** "Order VO-VDVG9C7R", "Meeting with Zari House", "Payment order_Sbx4…". */
  title: z.string(),
  /** When it happened: the order placed, the meeting's start, the payment made. */
  at: isoDateTime,
  /** The customer's page for it in the app (a payment: what it paid for). */
  path: z.string(),
});
export type SupportAbout = z.infer<typeof supportAboutSchema>;

/** One request with its thread (oldest message first). */
export const supportRequestDetailSchema = supportRequestSchema.extend({
  customerName: z.string(),
  /** The linked meeting, payment or order; null when none is linked (or it no longer exists). */
  about: supportAboutSchema.nullable(),
  messages: z.array(supportMessageSchema),
});
export type SupportRequestDetail = z.infer<typeof supportRequestDetailSchema>;

/** Staff see who the request is assigned to (customers see only "Vitrine support"). */
export const adminSupportRequestDetailSchema = supportRequestDetailSchema.extend({
  /** The customer, to look up their bookings, orders and credits. */
  customerId: z.string(),
  assignee: z.object({ id: z.string(), name: z.string() }).nullable(),
});
export type AdminSupportRequestDetail = z.infer<typeof adminSupportRequestDetailSchema>;

/** `PUT /admin/supports/{id}/assignee`: a member of staff holding `support`, or null to unassign. */
export const supportAssigneeInputSchema = z.object({
  assigneeId: z.string().trim().min(1, 'is required').max(100, 'is too long').nullable(),
});

const dateQuery = z.iso.date('must be a date like 2026-01-31').optional();

/** `GET /supports` (the caller's) and `GET /admin/supports` (everyone's). */
export const supportListQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  status: z
    .enum(SUPPORT_STATUSES, { error: `must be one of ${SUPPORT_STATUSES.join(', ')}` })
    .optional(),
  fromDate: dateQuery,
  toDate: dateQuery,
  download: downloadQuery.optional(),
});
export type SupportListQuery = z.infer<typeof supportListQuerySchema>;

export const adminSupportListQuerySchema = supportListQuerySchema.extend({
  /** Only requests whose response target was missed. */
  missed: z.enum(['true', 'false']).optional(),
  /**
   * `due`: the desk's queue, requests still waiting for a first answer first, the earliest
   * response target first, then the answered ones by target; default newest first.
   */
  sort: z.enum(['newest', 'due'], { error: "must be 'newest' or 'due'" }).optional(),
});
export type AdminSupportListQuery = z.infer<typeof adminSupportListQuerySchema>;

export const supportPageSchema = pageOf(supportRequestSchema);
export type SupportPage = z.infer<typeof supportPageSchema>;

/** `POST /admin/supports/{id}/messages`. */
export const staffReplyInputSchema = z.object({
  body: descriptionSchema,
  /** Optionally move the request on at the same time (e.g. to waiting_for_customer). */
  status: z.enum(SUPPORT_STATUSES).optional(),
});
export type StaffReplyInput = z.infer<typeof staffReplyInputSchema>;

/** `PATCH /admin/supports/{id}`. */
export const staffStatusInputSchema = z.object({
  status: z.enum(SUPPORT_STATUSES, { error: `must be one of ${SUPPORT_STATUSES.join(', ')}` }),
});
