import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';
import { connectRedis } from './redis.ts';

/**
 * A message to every instance of the app on one named channel: through Redis pub/sub when
 * REDIS_URL is set, within this process otherwise (one instance, or tests). Delivery is best
 * effort, as pub/sub is: a message published while an instance's subscriber is reconnecting never
 * reaches it, so every user keeps a way to heal a missed message (the shop index's periodic
 * check, a cache's TTL).
 */
export type ClusterBroadcast = {
  /** Resolves once Redis accepted the message (or, in process, once every listener ran). */
  publish(message: string): Promise<void>;
  /** Calls `listener` with every message, this instance's own included; returns the unsubscribe. */
  subscribe(listener: (message: string) => void): () => void;
};

/**
 * The app's broadcast channels. All of them share two Redis connections (a subscribed connection
 * can do nothing else, so publishing has the other), whatever the number of channels.
 */
export type ClusterBroadcasts = {
  /** The channel `<REDIS_KEY_PREFIX>:<name>`, subscribed on Redis before this resolves. */
  channel(name: string): Promise<ClusterBroadcast>;
  close(): Promise<void>;
};

export async function createClusterBroadcasts(options: {
  redisUrl: string | undefined;
  /** Starts every channel name, so deployments or test runs sharing a Redis stay apart. */
  prefix: string;
  log: FastifyBaseLogger;
}): Promise<ClusterBroadcasts> {
  const { redisUrl, prefix, log } = options;
  let connections: { publisher: RedisClientType; subscriber: RedisClientType } | undefined;
  if (redisUrl) {
    connections = {
      publisher: await connectRedis(redisUrl, log, 'broadcasts'),
      subscriber: await connectRedis(redisUrl, log, 'broadcasts (subscriber)'),
    };
  }
  const channels = new Map<string, ClusterBroadcast>();

  const open = async (channel: string): Promise<ClusterBroadcast> => {
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
    if (!connections) return { publish: async (message) => deliver(message), subscribe };
    const { publisher, subscriber } = connections;
    await subscriber.subscribe(channel, deliver);
    return {
      publish: async (message) => {
        await publisher.publish(channel, message);
      },
      subscribe,
    };
  };

  return {
    async channel(name) {
      const channel = `${prefix}:${name}`;
      let broadcast = channels.get(channel);
      if (!broadcast) {
        broadcast = await open(channel);
        channels.set(channel, broadcast);
      }
      return broadcast;
    },
    async close() {
      channels.clear();
      if (connections) {
        const { publisher, subscriber } = connections;
        await Promise.allSettled([subscriber.close(), publisher.close()]);
      }
    },
  };
}
