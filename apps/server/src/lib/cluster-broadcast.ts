import type { FastifyBaseLogger } from 'fastify';
import { connectRedis } from './redis.ts';

/**
 * A message to every instance of the app: through Redis pub/sub when REDIS_URL is set, within
 * this process otherwise (one instance, or tests). Delivery is best effort, as pub/sub is: a
 * message published while an instance's subscriber is reconnecting never reaches it, so every
 * user keeps a periodic check that heals a missed message (the shop index does).
 */
export type ClusterBroadcast = {
  /** Resolves once Redis accepted the message (or, in process, once every listener ran). */
  publish(message: string): Promise<void>;
  /** Calls `listener` with every message, this instance's own included; returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
  close(): Promise<void>;
};

export async function createClusterBroadcast(options: {
  redisUrl: string | undefined;
  /** The Redis channel; include a prefix when deployments or test runs share a Redis. */
  channel: string;
  log: FastifyBaseLogger;
}): Promise<ClusterBroadcast> {
  const { redisUrl, channel, log } = options;
  const listeners = new Set<(message: string) => void>();
  const deliver = (message: string) => {
    for (const listener of listeners) {
      try {
        listener(message);
      } catch (error) {
        log.error({ err: error, channel }, 'a broadcast listener failed');
      }
    }
  };
  const subscribe = (listener: (message: string) => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };

  if (!redisUrl) {
    return {
      publish: async (message) => deliver(message),
      subscribe,
      close: async () => listeners.clear(),
    };
  }

  // A subscribed Redis connection can do nothing else, so publishing has its own.
  const publisher = await connectRedis(redisUrl, log, `broadcast ${channel}`);
  const subscriber = await connectRedis(redisUrl, log, `broadcast ${channel} (subscriber)`);
  await subscriber.subscribe(channel, deliver);
  return {
    publish: async (message) => {
      await publisher.publish(channel, message);
    },
    subscribe,
    close: async () => {
      listeners.clear();
      await Promise.allSettled([subscriber.close(), publisher.close()]);
    },
  };
}
