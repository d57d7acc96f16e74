import { errorBodySchema } from '@vitrine/contracts/errors';
import { signedInSessionListSchema } from '@vitrine/contracts/sessions';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SessionsService } from './sessions.service.ts';

const bearerTokenOf = (authorization: string | undefined) =>
  /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '')?.[1];

/**
 * GET /user/sessions: where the account is signed in, without the sessions' tokens. Signing the
 * others out is better-auth's POST /api/auth/revoke-other-sessions, whose hooks end their sockets.
 */
export const sessionsRoutes: FastifyPluginAsyncZod<{ sessions: SessionsService }> = async (
  app,
  { sessions },
) => {
  app.get(
    '/user/sessions',
    {
      schema: {
        'x-roles': ['signed-in'],
        tags: ['profile'],
        summary: 'My signed-in sessions (device, address, last active), this one marked current',
        response: { 200: signedInSessionListSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const token = bearerTokenOf(request.headers.authorization);
      const current = token ? await app.resolveBearer(token) : null;
      const rows = await sessions.activeSessions(request.user.id, new Date());
      const items = rows.map((row) => ({
        id: row.id,
        createdAt: row.createdAt.toISOString(),
        lastActiveAt: row.updatedAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
        ipAddress: row.ipAddress,
        userAgent: row.userAgent,
        current: row.id === current?.sessionId,
      }));
      // This device first, then the others by last activity.
      items.sort((a, b) => Number(b.current) - Number(a.current));
      return { items };
    },
  );
};
