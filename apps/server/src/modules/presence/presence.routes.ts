import { errorBodySchema } from '@vitrine/contracts/errors';
import { presenceParamsSchema, presenceSchema } from '@vitrine/contracts/presence';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PresenceService } from './presence.service.ts';

export const presenceRoutes: FastifyPluginAsyncZod<{ presence: PresenceService }> = async (
  app,
  { presence },
) => {
  app.get(
    '/presence/:userId',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['presence'],
        summary: "A user's realtime status: online while any of their tabs is connected",
        security: [{ bearer: [] }],
        params: presenceParamsSchema,
        response: { 200: presenceSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => presence.getPresence(request.params.userId),
  );
};
