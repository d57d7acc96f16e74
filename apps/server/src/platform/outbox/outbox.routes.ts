import {
  outboxEventParamsSchema,
  outboxFailureListSchema,
  outboxFailureSchema,
  outboxFailureQuerySchema,
  type OutboxFailure,
} from '@vitrine/contracts/domain-events';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createOutboxAdmin, type OutboxEventRecord } from './outbox-admin.service.ts';

const toFailure = (row: OutboxEventRecord): OutboxFailure => ({
  id: row.id,
  type: row.type,
  status: row.status,
  attempts: row.attempts,
  lastError: row.lastError ?? '',
  runAt: row.runAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Admins only. GET /admin/outbox/failed: events whose handler failed, with the error and no
 * payload (payloads hold mail addresses and reset links, which an operator does not need).
 * POST /admin/outbox/:id/retry: a failed event is queued for delivery again.
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const admin = createOutboxAdmin(app.outbox);
  app.get(
    '/admin/outbox/failed',
    {
      schema: {
        'x-roles': ['admin'],
        tags: ['admin'],
        summary: 'Outbox events whose handler failed (retrying or given up), newest first',
        querystring: outboxFailureQuerySchema,
        response: { 200: outboxFailureListSchema, 400: errorBodySchema },
      },
    },
    async (request) => {
      const rows = await admin.failures(request.query.limit);
      return { items: rows.map(toFailure) };
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      schema: {
        'x-roles': ['admin'],
        // Events belong to the system, not to a user: any administrator may name any of them.
        'x-owned': { id: 'public' },
        tags: ['admin'],
        summary:
          'Queue a failed outbox event for delivery again (404 unknown or delivered, 409 not failed)',
        params: outboxEventParamsSchema,
        response: {
          200: outboxFailureSchema,
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) => {
      const { id } = request.params;
      const row = await admin.retry(id);
      request.log.info({ eventId: id, type: row.type }, 'outbox: failed event re-queued');
      return toFailure(row);
    },
  );
};
