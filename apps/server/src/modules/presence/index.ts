import type { FastifyPluginAsync } from 'fastify';
import { createUsersRepository } from '../users/index.ts';
import { createPresenceRepository } from './presence.repository.ts';
import { presenceRoutes } from './presence.routes.ts';
import { createPresenceService, type PresenceAudience } from './presence.service.ts';

/**
 * Presence: written as the user's sockets come and go, read at GET /presence/:userId by the user
 * themself and by the `audiences` given here (chat partners: `chatPresence(db)`), and sent as
 * it changes to the user's tabs and the `watchers`' (chat partners too).
 */
export const presenceModule: FastifyPluginAsync<{
  audiences?: readonly PresenceAudience[];
  /** Who is sent a user's presence changes besides the user (chat partners). */
  watchers?: (userId: string) => Promise<string[]>;
}> = async (app, { audiences = [], watchers }) => {
  const users = createUsersRepository(app.database.db);
  const presence = createPresenceService({
    presenceRepository: createPresenceRepository(app.database.db),
    userExists: async (userId) => (await users.findById(userId)) !== undefined,
    audiences,
    isUserConnected: app.realtime.isUserConnected,
    events: {
      presenceChanged: (changed) => {
        app.realtime.emitToUser(changed.userId, 'presence:changed', changed);
        if (!watchers) return;
        watchers(changed.userId).then(
          (userIds) => {
            for (const userId of userIds)
              app.realtime.emitToUser(userId, 'presence:changed', changed);
          },
          (error: unknown) => app.log.error({ err: error }, 'presence: could not find watchers'),
        );
      },
    },
    clock: () => new Date(),
  });
  app.realtime.onSocketConnected(presence.socketConnected);
  app.realtime.onSocketDisconnected(presence.socketDisconnected);
  await app.register(presenceRoutes, { presence });
};
