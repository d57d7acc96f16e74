import { isAPIError } from 'better-auth/api';
import { authErrorToAppError } from './auth-errors.ts';
import type { BetterAuth } from './better-auth.ts';
import type { AccountGateway } from './users.service.ts';

/** Rethrows a better-auth APIError as our AppError; anything else as it is. */
function translated(error: unknown, path: string): never {
  if (isAPIError(error)) throw authErrorToAppError(error.statusCode, error.body ?? {}, path);
  throw error;
}

/** The users service's view of better-auth. */
export function createAccountGateway(auth: BetterAuth, publicUrl: string): AccountGateway {
  return {
    async signUp(input, client) {
      const headers = new Headers({ 'x-forwarded-for': client.ip });
      if (client.userAgent) headers.set('user-agent', client.userAgent);
      try {
        const result = await auth.api.signUpEmail({ body: input, headers });
        if (!result.token) throw new Error('better-auth signed the new user up without a session');
        const { id, name, email } = result.user;
        return { token: result.token, user: { id, name, email } };
      } catch (error) {
        return translated(error, '/sign-up/email');
      }
    },

    async requestPasswordReset(email) {
      try {
        await auth.api.requestPasswordReset({
          body: { email, redirectTo: `${publicUrl}/auth/reset-password` },
        });
      } catch (error) {
        translated(error, '/request-password-reset');
      }
    },

    async isResetTokenValid(token) {
      const { internalAdapter } = await auth.$context;
      // The identifier better-auth gives reset tokens (api/routes/password: `reset-password:<token>`).
      const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
      return Boolean(found && found.expiresAt > new Date());
    },
  };
}
