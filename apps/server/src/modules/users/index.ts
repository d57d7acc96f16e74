import type { FastifyPluginAsync } from 'fastify';
import { messageIdFor } from '../../platform/mail/index.ts';
import { createAccountGateway } from './account-gateway.ts';
import { resetPasswordMail } from './reset-password-mail.ts';
import { createUsersRepository } from './users.repository.ts';
import { usersRoutes } from './users.routes.ts';
import { createUsersService } from './users.service.ts';
import { welcomeMail } from './welcome-mail.ts';

export { authErrorToAppError, type AuthErrorBody } from './auth-errors.ts';
export { PASSED_THROUGH_AUTH_ENDPOINTS, type PassedThroughAuthEndpoint } from './auth-endpoints.ts';
export { createBetterAuth, trustedOriginsOf, type BetterAuth } from './better-auth.ts';
export { originRefusal } from './request-origin.ts';
export {
  createUsersRepository,
  onRolesWritten,
  type SessionWithUser,
  type UsersRepository,
} from './users.repository.ts';
export { createSessionResolver, type SessionResolver } from './session-resolver.ts';
export { usersAuthPlugin } from './auth.plugin.ts';
export { findStaffAccess, findStaffIdsWithArea } from './staff-access.repository.ts';
export { sessionTokenOf } from './session-token.ts';
export {
  createRevocationBroadcast,
  SESSION_ENDED_CHANNEL,
  type SessionEnded,
} from './session-revocation.ts';

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

  // Mails from the outbox; a redelivery sends the same Message-ID.
  app.outbox.registerHandler('user:registered', async (event) => {
    const user = await usersRepository.findById(event.payload.userId);
    if (!user) return; // the account was deleted before the welcome went out
    await app.mailer.send({
      ...welcomeMail({ to: user.email, name: user.name, publicUrl }),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
  app.outbox.registerHandler('password-reset:requested', async (event) => {
    await app.mailer.send({
      ...resetPasswordMail(event.payload),
      messageId: messageIdFor(event.id, event.type, publicUrl),
    });
  });
  await app.register(usersRoutes, { usersService });
};
