import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createClusterBroadcasts, type ClusterBroadcasts } from '../lib/cluster-broadcast.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Named channels to every instance (platform/lib/cluster-broadcast.ts), on two Redis connections. */
    broadcasts: ClusterBroadcasts;
  }
}

/** `app.broadcasts`, closed after everything else when the app closes. */
export const clusterBroadcastsPlugin = fp(
  async (app: FastifyInstance) => {
    const broadcasts = await createClusterBroadcasts({
      redisUrl: app.config.redisUrl,
      prefix: app.config.redisKeyPrefix,
      log: app.log,
    });
    app.decorate('broadcasts', broadcasts);
    app.addHook('onClose', () => broadcasts.close());
  },
  { name: 'cluster-broadcasts' },
);
