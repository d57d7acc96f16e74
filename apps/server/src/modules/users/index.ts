import type { FastifyPluginAsync } from 'fastify';
import { createAccountGateway } from './account-gateway.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';

export { createUsersRepository, type UsersRepository } from './users.repository.ts';

/** Accounts and roles under /api/v1 (better-auth itself is mounted by plugins/auth.ts). */
export const usersModule: FastifyPluginAsync = async (app) => {
  const usersService = createUsersService({
    accounts: createAccountGateway(app.auth, app.config.publicUrl),
    usersRepository: createUsersRepository(app.database.db),
    providers: { google: Boolean(app.config.google), facebook: Boolean(app.config.facebook) },
  });
  await app.register(usersRoutes, { usersService });
};
