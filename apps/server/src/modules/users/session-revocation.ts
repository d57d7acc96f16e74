import type { DomainEventPayload } from '@vitrine/contracts/domain-events';
import type { FastifyBaseLogger } from 'fastify';
import type { ClusterBroadcasts } from '../../platform/lib/cluster-broadcast.ts';

export type SessionEnded = DomainEventPayload<'session:ended'>;

/**
 * The broadcast channel on which ended sessions are announced to every instance
 * (`<REDIS_KEY_PREFIX>:sessions:ended`). Deployments sharing a Redis with one prefix would hear
 * each other: forgetting a session id or user id that an instance does not hold costs nothing,
 * and one that it does hold only costs a lookup.
 */
export const SESSION_ENDED_CHANNEL = 'sessions:ended';

export type RevocationBroadcast = {
  /** Tells every instance (this one included) that a session or a user's sessions ended. */
  publish: (ended: SessionEnded) => Promise<void>;
  close: () => Promise<void>;
};

/**
 * Ended sessions on the cluster broadcast ({@link SESSION_ENDED_CHANNEL}; in process without
 * REDIS_URL): every instance, this one included, calls `onEnded`.
 */
export async function createRevocationBroadcast(options: {
  broadcasts: ClusterBroadcasts;
  log: FastifyBaseLogger;
  onEnded: (ended: SessionEnded) => void;
}): Promise<RevocationBroadcast> {
  const { log, onEnded } = options;
  const broadcast = await options.broadcasts.channel(SESSION_ENDED_CHANNEL);
  const unsubscribe = broadcast.subscribe((message) => {
    try {
      const ended = JSON.parse(message) as SessionEnded;
      if (typeof ended.userId === 'string') onEnded(ended);
    } catch (error) {
      log.warn({ err: error }, 'session revocation: unreadable message');
    }
  });
  return {
    publish: (ended) => broadcast.publish(JSON.stringify(ended)),
    close: async () => unsubscribe(),
  };
}
