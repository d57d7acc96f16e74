import type { FastifyPluginAsync } from 'fastify';
import { createAccountGateway } from './account-gateway.ts';
import { registerUsersHandlers } from './users.events.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export { usersConfigDeclaration } from './users.config.ts';
export { PASSED_THROUGH_AUTH_ENDPOINTS, type PassedThroughAuthEndpoint } from './auth-endpoints.ts';
export { createBetterAuth, type BetterAuth } from './better-auth.ts';
export { createUsersRepository, type UsersRepository } from './users.repository.ts';
export { userCard } from './user-card.repository.ts';
export { createUserRecords, type UserRecords } from './user-records.repository.ts';
export { usersAuthPlugin } from './auth.plugin.ts';
export { findStaffAccess, findStaffIdsWithArea } from './staff-access.repository.ts';

/** Accounts and roles under /api/v1 (better-auth itself is mounted by `usersAuthPlugin`). */
export const usersModule: FastifyPluginAsync = async (app) => {
  const usersRepository = createUsersRepository(app.database.db);
  const { publicUrl } = app.config;
  const usersService = createUsersService({
    accounts: createAccountGateway(app.auth, publicUrl),
    usersRepository,
    providers: { google: Boolean(app.config.google), facebook: Boolean(app.config.facebook) },
    afterReply: app.afterReply.run,
  });

  registerUsersHandlers(app, usersRepository);
  await app.register(usersRoutes, { usersService });
};
