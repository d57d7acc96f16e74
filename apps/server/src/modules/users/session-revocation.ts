import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from '../../lib/redis.ts';

export type SessionEnded = DomainEventPayload<'session:ended'>;

/**
 * The Redis channel on which ended sessions are announced to every instance. Deployments (or
 * test runs) sharing a Redis may hear each other: forgetting a session id or user id that an
 * instance does not hold costs nothing, and one that it does hold only costs a lookup.
 */
export const SESSION_ENDED_CHANNEL = 'vitrine:sessions:ended';

export type RevocationBroadcast = {
  /** Tells every instance (this one included) that a session or a user's sessions ended. */
  publish: (ended: SessionEnded) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * With REDIS_URL: publish on, and subscribe to, {@link SESSION_ENDED_CHANNEL} (resolves once
 * subscribed). Without: `publish` is `onEnded` in this process (one instance).
 */
export async function createRevocationBroadcast(options: {
  redisUrl: string | undefined;
  log: FastifyBaseLogger;
  onEnded: (ended: SessionEnded) => void;
}): Promise<RevocationBroadcast> {
  const { redisUrl, log, onEnded } = options;
  if (!redisUrl) {
    return { publish: async (ended) => onEnded(ended), close: async () => {} };
  }
  const publisher = await connectRedis(redisUrl, log, 'session revocation');
  const subscriber = publisher.duplicate();
  subscriber.on('error', (error: Error) =>
    log.warn({ err: error }, 'session revocation: Redis subscriber problem'),
  );
  await subscriber.connect();
  await subscriber.subscribe(SESSION_ENDED_CHANNEL, (message) => {
    try {
      const ended = JSON.parse(message) as SessionEnded;
      if (typeof ended.userId === 'string') onEnded(ended);
    } catch (error) {
      log.warn({ err: error }, 'session revocation: unreadable message');
    }
  });
  return {
    publish: async (ended) => {
      await publisher.publish(SESSION_ENDED_CHANNEL, JSON.stringify(ended));
    },
    close: async () => {
      await subscriber.close();
      await publisher.close();
    },
  };
}
