import {
  outboxFailureListSchema,
  outboxFailureQuerySchema,
  type OutboxFailure,
} from '@vitrine/contracts/domain-events';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OutboxEventRecord } from './outbox.repository.ts';

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
 * GET /admin/outbox/failed, admins only: events whose handler failed, with the error and no
 * payload (payloads hold mail addresses and reset links, which an operator does not need).
 */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
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
      const rows = await app.outbox.repository.listFailures({ limit: request.query.limit });
      return { items: rows.map(toFailure) };
    },
  );
};
