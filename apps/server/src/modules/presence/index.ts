import type { FastifyPluginAsync } from 'fastify';
import { createPresenceRepository } from './presence.repository.ts';
import { presenceRoutes } from './presence.routes.ts';
import { createPresenceService } from './presence.service.ts';

/** Presence: written as the user's sockets come and go, read at GET /presence/:userId. */
export const presenceModule: FastifyPluginAsync = async (app) => {
  const presence = createPresenceService({
    presenceRepository: createPresenceRepository(app.database.db),
    isUserConnected: app.realtime.isUserConnected,
    events: {
      presenceChanged: (changed) =>
        app.realtime.emitToUser(changed.userId, 'presence:changed', changed),
    },
    clock: () => new Date(),
  });
  app.realtime.onSocketConnected(presence.socketConnected);
  app.realtime.onSocketDisconnected(presence.socketDisconnected);
  await app.register(presenceRoutes, { presence });
};
