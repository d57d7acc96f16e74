import { z } from 'zod';
import { roleFlagsSchema } from './auth.ts';
import { downloadQuery, searchKeyQuery } from './list-query.ts';
import { bookingStatusSchema } from './meetings.ts';
import { orderSummarySchema } from './orders.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** The areas of the marketplace an employee may be given; admins have every one. */
export const STAFF_PERMISSIONS = ['shops', 'support', 'content', 'credits'] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const permissionsSchema = z
  .array(z.enum(STAFF_PERMISSIONS, { error: `must be one of ${STAFF_PERMISSIONS.join(', ')}` }))
  .max(STAFF_PERMISSIONS.length)
  .transform((list) => [...new Set(list)])
  .meta({ examples: [['support']] });

const userId = z.string().trim().min(1, 'is required').max(100, 'is too long');

export const employeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
  invitedBy: z.string().nullable(),
  createdAt: z.string(),
  /** Set once removed: the role and permissions are gone, their audit entries stay. */
  removedAt: z.string().nullable(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeePageSchema = pageOf(employeeSchema);

export const employeeListQuerySchema = pageQuerySchema.extend({
  searchKey: searchKeyQuery,
  /** Removed employees are listed too when true. */
  includeRemoved: z
    .enum(['true', 'false'], { error: "must be 'true' or 'false'" })
    .transform((v) => v === 'true')
    .optional(),
  download: downloadQuery.optional(),
});

export const employeeIdQuerySchema = z.object({ id: userId });

export const inviteEmployeeSchema = z.object({
  email: z
    .email({ error: 'must be an email address' })
    .max(254)
    .meta({
      examples: ['new.employee@example.test'],
    }),
  name: z.string().trim().min(1, 'is required').max(100, 'is too long'),
  permissions: permissionsSchema,
});
export type InviteEmployee = z.infer<typeof inviteEmployeeSchema>;

export const updateEmployeeSchema = z.object({
  id: userId,
  name: z.string().trim().min(1, 'is required').max(100, 'is too long').optional(),
  permissions: permissionsSchema.optional(),
});
export type UpdateEmployee = z.infer<typeof updateEmployeeSchema>;

export const adminDetailsSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: roleFlagsSchema,
  permissions: z.array(z.enum(STAFF_PERMISSIONS)),
});

// --- Audit log --------------------------------------------------------------------------------

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorName: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = pageOf(auditEntrySchema);

const isoDate = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' });
export const auditQuerySchema = pageQuerySchema.extend({
  actorId: z.string().trim().min(1).max(100).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  subjectType: z.string().trim().min(1).max(100).optional(),
  subjectId: z.string().trim().min(1).max(100).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

// --- Users and their credits ------------------------------------------------------------------

export const userParamsSchema = z.object({ id: userId });

export const creditAdjustmentSchema = z.object({
  amount: z
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .refine((n) => n !== 0, 'must not be zero')
    .refine((n) => Math.abs(n) <= 100_000, 'must be at most 100000 either way')
    .meta({ examples: [30] }),
  reason: z.string().trim().min(3, 'must be at least 3 characters').max(500, 'is too long'),
});
export type CreditAdjustment = z.infer<typeof creditAdjustmentSchema>;

export const creditAdjustmentResultSchema = z.object({
  userId: z.string(),
  amount: z.number().int(),
  balance: z.number().int(),
  entryId: z.string(),
  auditId: z.string(),
});

export const userLookupQuerySchema = z.object({
  searchKey: z.string().trim().min(2, 'must be at least 2 characters').max(100, 'is too long'),
});

export const staffUserViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  roles: roleFlagsSchema,
  bookings: z.object({ total: z.number().int(), upcoming: z.number().int() }),
  orders: z.object({ total: z.number().int(), open: z.number().int() }),
  credits: z.object({
    balance: z.number().int(),
    granted: z.number().int(),
    spent: z.number().int(),
    recent: z.array(
      z.object({
        id: z.string(),
        delta: z.number().int(),
        kind: z.string(),
        description: z.string(),
        at: z.string(),
      }),
    ),
  }),
});
export type StaffUserView = z.infer<typeof staffUserViewSchema>;
export const staffUserListSchema = z.object({ items: z.array(staffUserViewSchema) });

/** GET /admin/users/:id/bookings: the customer's bookings, latest start first. */
export const staffUserBookingSchema = z.object({
  id: z.uuid(),
  status: bookingStatusSchema,
  shopId: z.uuid(),
  shopName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  creditsUsed: z.number().int(),
  creditsRefunded: z.number().int(),
  createdAt: z.string(),
});
export type StaffUserBooking = z.infer<typeof staffUserBookingSchema>;
export const staffUserBookingPageSchema = pageOf(staffUserBookingSchema);
/** GET /admin/users/:id/orders: the customer's orders, newest first. */
export const staffUserOrderPageSchema = pageOf(orderSummarySchema);
