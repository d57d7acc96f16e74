import { healthSchema } from '@vitrine/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vitrine/contracts/errors';
import { turnReachable } from '../../platform/turn/index.ts';

/** How long a TURN probe's answer is reused: load balancers ask for health every few seconds. */
const TURN_PROBE_TTL_MS = 10_000;

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const relay = app.config.turn?.urls[0];
  let probed: { at: number; answer: Promise<'ok' | 'unreachable'> } | undefined;
  const turn = () => {
    if (!relay) return undefined;
    if (!probed || Date.now() - probed.at > TURN_PROBE_TTL_MS) {
      probed = {
        at: Date.now(),
        answer: turnReachable(relay).then((ok) => (ok ? 'ok' : 'unreachable')),
      };
    }
    return probed.answer;
  };
  app.get(
    '/health',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['health'],
        summary: 'Liveness, database reachability, and the TURN relay when configured',
        description:
          'The relay is probed (a STUN Binding request) at most every 10 s; an unreachable relay is reported but keeps the answer 200, as the rest of the app works without it.',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const [db, relayState] = await Promise.all([app.database.ping(), turn()]);
      if (db) {
        return {
          status: 'ok' as const,
          db: 'ok' as const,
          ...(relayState && { turn: relayState }),
        };
      }
      return reply
        .status(503)
        .send({ error: { code: 'INTERNAL', message: 'The database is unreachable.' } });
    },
  );
};
