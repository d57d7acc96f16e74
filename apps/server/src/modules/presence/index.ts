import type { FastifyPluginAsync } from 'fastify';
import { createPresenceRepository } from './presence.repository.ts';
import { presenceRoutes } from './presence.routes.ts';
import { createPresenceService, type PresenceAudience } from './presence.service.ts';

export type { PresenceAudience } from './presence.service.ts';

/**
 * Presence: written as the user's sockets come and go, read at GET /presence/:userId by the user
 * themself and by the `audiences` given here (chat and bookings partners, when those modules
 * exist: `register(presenceModule, { audiences: [sharesChatGroup] })`).
 */
export const presenceModule: FastifyPluginAsync<{
  audiences?: readonly PresenceAudience[];
}> = async (app, { audiences = [] }) => {
  const presence = createPresenceService({
    presenceRepository: createPresenceRepository(app.database.db),
    audiences,
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
