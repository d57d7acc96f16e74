import { errorBodySchema } from '@vitrine/contracts/errors';
import { pageQuerySchema } from '@vitrine/contracts/pagination';
import {
  auditPageSchema,
  auditQuerySchema,
  creditAdjustmentResultSchema,
  creditAdjustmentSchema,
  staffUserBookingPageSchema,
  staffUserListSchema,
  staffUserOrderPageSchema,
  userLookupQuerySchema,
  userParamsSchema,
} from '@vitrine/contracts/staff';
import type { PageQuery } from '@vitrine/contracts/pagination';
import type { CreditAdjustment } from '@vitrine/contracts/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageWindow } from '../../platform/lib/paging.ts';
import type { AuditActor } from '../../platform/audit/audit.ts';
import type { AuditLogService, AuditRecord } from './audit-log.service.ts';

/**
 * The staff view of a customer (lookup, their bookings and orders, credit adjustments): it
 * reads and writes several modules, so it is a flow (flows/staff-customer-view.ts) given to
 * the staff module when the app is wired.
 */
export type StaffCustomers = {
  lookup(searchKey: string): Promise<z.infer<typeof staffUserListSchema>>;
  bookings(userId: string, query: PageQuery): Promise<z.infer<typeof staffUserBookingPageSchema>>;
  orders(userId: string, query: PageQuery): Promise<z.infer<typeof staffUserOrderPageSchema>>;
  adjustCredits(
    actor: AuditActor,
    userId: string,
    input: CreditAdjustment,
  ): Promise<z.infer<typeof creditAdjustmentResultSchema>>;
};

const tags = ['staff'];

const toEntry = (row: AuditRecord) => ({ ...row, at: row.at.toISOString() });

/**
 * The audit log (read only: no route changes or deletes an entry), the customer lookup and the
 * staff credit adjustment.
 */
export const staffAdminRoutes: FastifyPluginAsyncZod<{
  auditLog: AuditLogService;
  users: StaffCustomers;
}> = async (app, { auditLog, users }) => {
  app.get(
    '/admin/audit-log',
    {
      schema: {
        'x-roles': ['admin'],
        // Filters name actors and subjects of any kind: admins read the whole log.
        'x-owned': { actorId: 'public', subjectId: 'public' },
        tags,
        summary:
          'Staff actions, newest first: actorId, action, subjectType, subjectId, from, to, page',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      const { items, total } = await auditLog.page(filters, pageWindow({ page, limit }));
      return { items: items.map(toEntry), total, page, limit };
    },
  );

  app.get(
    '/admin/users',
    {
      schema: {
        'x-roles': ['employee', 'admin'],
        'x-permission': 'credits',
        tags,
        summary:
          'Looks users up by name, email or id (at most 20): roles, bookings, orders and credit ledger summary',
        querystring: userLookupQuerySchema,
        response: { 200: staffUserListSchema, 400: errorBodySchema },
      },
    },
    async (request) => users.lookup(request.query.searchKey),
  );

  // A customer's bookings and orders, through the meetings and orders modules.
  for (const [list, response, summary] of [
    ['bookings', staffUserBookingPageSchema, "The user's bookings, latest start first; paged"],
    ['orders', staffUserOrderPageSchema, "The user's orders, newest first; paged"],
  ] as const) {
    app.get(
      `/admin/users/:id/${list}`,
      {
        schema: {
          'x-roles': ['employee', 'admin'],
          'x-permission': 'credits',
          // Staff look any customer up.
          'x-owned': { id: 'public' },
          tags,
          summary,
          params: userParamsSchema,
          querystring: pageQuerySchema,
          response: { 200: response, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => users[list](request.params.id, request.query),
    );
  }

  app.post(
    '/admin/users/:id/credits',
    {
      schema: {
        'x-roles': ['employee', 'admin'],
        'x-permission': 'credits',
        // Staff adjust any customer's credits.
        'x-owned': { id: 'public' },
        tags,
        summary:
          'Grants (amount > 0) or takes (amount < 0) credits with a reason; 409 when a take would go below zero; audited',
        params: userParamsSchema,
        body: creditAdjustmentSchema,
        response: {
          200: creditAdjustmentResultSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => users.adjustCredits(request.user, request.params.id, request.body),
  );
};
