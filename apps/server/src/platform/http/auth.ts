import type { preHandlerAsyncHookHandler } from 'fastify';
import type { RoleFlags } from '@vitrine/contracts/auth';
import type { StaffPermission } from '@vitrine/contracts/staff';

/**
 * What the platform expects of sign-in, declared here and provided by the users module's
 * `usersAuthPlugin` (modules/users/auth.plugin.ts), which app.ts registers before the access
 * plugin: the platform imports no module.
 */

export type SessionEndedListener = (session: { id: string; userId: string }) => Promise<void>;

/** The signed-in user as routes see it, with their role flags (none: all false). */
export type AuthUser = { id: string; email: string; name: string; roles: RoleFlags };

/**
 * What the staff guard needs of a caller, in one read: whether the account has two-factor
 * sign-in on, whether this session passed it, and the areas a (current) employee holds.
 */
export type StaffAccess = {
  twoFactorEnabled: boolean;
  sessionTwoFactorVerified: boolean;
  permissions: StaffPermission[];
};

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Validates a bearer token exactly as better-auth does (signature, session row, expiry);
     * resolves null for anything that is not a live session. Used by the realtime handshake.
     */
    resolveBearer: (token: string) => Promise<{ userId: string; sessionId: string } | null>;
    /** Runs `listener` after any session ends (sign-out, revocation, password change or reset). */
    onSessionEnded: (listener: SessionEndedListener) => void;
    /**
     * preHandler: sets `request.user` (with roles) from `Authorization: Bearer …` or answers 401.
     * The fast path (modules/users/session-resolver.ts), not better-auth's request pipeline.
     */
    requireUser: preHandlerAsyncHookHandler;
    /**
     * The staff guard's read of a caller (`sessionId`: the session asking; none: not verified),
     * fresh from the database so a change of areas or two-factor applies at once.
     */
    staffAccessOf: (userId: string, sessionId?: string) => Promise<StaffAccess>;
  }
  interface FastifyRequest {
    /** Set by `app.requireUser`; only read it in routes that use that preHandler. */
    user: AuthUser;
    /** The id of the session that sent the request; set with `user`. */
    sessionId: string;
  }
}
