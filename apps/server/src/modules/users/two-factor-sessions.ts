import { APIError, createAuthMiddleware } from 'better-auth/api';

/** The better-auth paths where a correct code proves a second factor. */
const secondFactorPaths = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/** The session field that says this session passed a second factor (`session.two_factor_verified`). */
export const twoFactorSessionField = {
  twoFactorVerified: { type: 'boolean', required: false, defaultValue: false, input: false },
} as const;

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

const tokenIn = (returned: unknown) => {
  const token = (returned as { token?: unknown } | null)?.token;
  return typeof token === 'string' ? token : undefined;
};

/**
 * A second factor belongs to a session, not to the account: after a correct code, the session
 * that passed it (the one a sign-in or the set-up opened, or the caller's own when it confirms
 * a code later) is marked; a session opened with the password alone, or by a social sign-in,
 * is not. Switching two-factor on or off ends every other session of the account, so none
 * opened under the old rule lives on.
 */
export const twoFactorSessionsHook = createAuthMiddleware(async (ctx: HookContext) => {
  const confirmsCode = secondFactorPaths.has(ctx.path);
  if (!confirmsCode && ctx.path !== '/two-factor/disable') return;
  const returned: unknown = ctx.context.returned;
  if (returned instanceof APIError || returned instanceof Response) return;
  const { internalAdapter } = ctx.context;
  // The session this answer leaves the caller with: a new one (sign-in, set-up, switch-off) or theirs.
  const opened = ctx.context.newSession?.session;
  const kept = opened?.token ?? tokenIn(returned);
  if (!kept) return;
  if (confirmsCode) await internalAdapter.updateSession(kept, { twoFactorVerified: true });

  // The set-up replaces the caller's session; a sign-in's code opens one with no session before.
  const switchedOn = confirmsCode && opened !== undefined && Boolean(ctx.context.session);
  if (!switchedOn && ctx.path !== '/two-factor/disable') return;
  const userId = opened?.userId ?? ctx.context.session?.user.id;
  if (!userId) return;
  for (const other of await internalAdapter.listSessions(userId)) {
    if (other.token !== kept) await internalAdapter.deleteSession(other.token);
  }
});
