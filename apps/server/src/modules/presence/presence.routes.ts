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
      schema: {
        'x-roles': ['signed-in'],
        'x-owned': { userId: 'user' },
        tags: ['presence'],
        summary:
          "A user's realtime status: online while any of their tabs is connected. Only the user themself may read it; anyone else's id is 404",
        params: presenceParamsSchema,
        response: { 200: presenceSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => presence.getPresence(request.user.id, request.params.userId),
  );
};
