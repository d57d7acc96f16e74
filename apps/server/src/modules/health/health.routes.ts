import { healthSchema } from '@vitrine/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vitrine/contracts/errors';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      if (await app.database.ping()) return { status: 'ok' as const, db: 'ok' as const };
      return reply
        .status(503)
        .send({ error: { code: 'INTERNAL', message: 'The database is unreachable.' } });
    },
  );
};
