import { healthSchema } from '@vitrine/contracts/health';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '@vitrine/contracts/errors';
import { turnReachable } from '../../platform/turn/index.ts';

/**
 * How long a probe's answer (the TURN relay, Janus) is reused: load balancers ask for health
 * every few seconds.
 */
const PROBE_TTL_MS = 10_000;

type Probe = () => Promise<'ok' | 'unreachable'> | undefined;
/** `reach` at most every PROBE_TTL_MS; never when there is nothing to reach. */
function cachedProbe(reach: (() => Promise<boolean>) | undefined): Probe {
  let probed: { at: number; answer: Promise<'ok' | 'unreachable'> } | undefined;
  return () => {
    if (!reach) return undefined;
    if (!probed || Date.now() - probed.at > PROBE_TTL_MS) {
      probed = { at: Date.now(), answer: reach().then((ok) => (ok ? 'ok' : 'unreachable')) };
    }
    return probed.answer;
  };
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const relay = app.config.turn?.urls[0];
  const turn = cachedProbe(relay ? () => turnReachable(relay) : undefined);
  const { janus: sfu } = app;
  const janus = cachedProbe(sfu && (() => sfu.reachable()));
  app.get(
    '/health',
    {
      schema: {
        'x-roles': ['public'],
        tags: ['health'],
        summary: 'Liveness, database reachability, and the TURN relay and Janus when configured',
        description:
          'The relay (a STUN Binding request) and Janus (an info request) are probed at most every 10 s; either unreachable is reported but keeps the answer 200, as the rest of the app works without them.',
        response: { 200: healthSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const [db, relayState, janusState] = await Promise.all([
        app.database.ping(),
        turn(),
        janus(),
      ]);
      if (db) {
        return {
          status: 'ok' as const,
          db: 'ok' as const,
          ...(relayState && { turn: relayState }),
          ...(janusState && { janus: janusState }),
        };
      }
      return reply
        .status(503)
        .send({ error: { code: 'INTERNAL', message: 'The database is unreachable.' } });
    },
  );
};
