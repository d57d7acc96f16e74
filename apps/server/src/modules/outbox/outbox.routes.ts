import {
  outboxFailureListSchema,
  outboxFailureQuerySchema,
  type OutboxFailure,
} from '@vitrine/contracts/domain-events';
import { errorBodySchema } from '@vitrine/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../lib/app-error.ts';
import { createUsersRepository } from '../users/index.ts';
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
  const users = createUsersRepository(app.database.db);
  app.get(
    '/admin/outbox/failed',
    {
      // Checked before validation, so a caller who may not see this learns nothing from a 400.
      onRequest: [
        app.requireUser,
        async (request) => {
          const roles = await users.findRoles(request.user.id);
          if (!roles?.admin) throw forbidden('Only administrators can see failed events.');
        },
      ],
      schema: {
        tags: ['admin'],
        summary: 'Outbox events whose handler failed (retrying or given up), newest first',
        security: [{ bearer: [] }],
        querystring: outboxFailureQuerySchema,
        response: {
          200: outboxFailureListSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request) => {
      const rows = await app.outbox.repository.listFailures({ limit: request.query.limit });
      return { items: rows.map(toFailure) };
    },
  );
};
