import { betterAuth, type BetterAuthPlugin } from 'better-auth';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins/bearer';
import { genericOAuth } from 'better-auth/plugins/generic-oauth';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import { createAuthDatabaseAdapter } from './auth.repository.ts';
import {
  accountWords,
  hashPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  verifyPassword,
} from './password-policy.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { twoFactorSessionField, twoFactorSessionsHook } from './two-factor-sessions.ts';

export type BetterAuthDeps = {
  config: Config;
  db: Database;
  log: FastifyBaseLogger;
  /** Told about every session that ends (sign-out, revocation, a password change or reset). */
  onSessionEnded?: (session: { id: string; userId: string }) => Promise<void>;
  /** Told about every deleted account (its sessions are gone with it). */
  onUserDeleted?: (userId: string) => Promise<void>;
};

/** Paths whose body carries a new password, and the field that holds it. */
const newPasswordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * better-auth logs some refusals of a client's request at error level (a callback URL on
 * another site, a provider that is not configured); error level is for our faults.
 */
const clientMistakes = [
  /^Invalid (origin|callbackURL|redirectURL|errorCallbackURL|newUserCallbackURL)\b/,
  /^Provider not found/,
  /^Blocked cross-site navigation/,
];

export function levelFor<L extends string>(level: L, message: string): L | 'info' {
  return level === 'error' && clientMistakes.some((pattern) => pattern.test(message))
    ? 'info'
    : level;
}

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];
type SessionLookup = (
  headers: Headers,
) => Promise<{ user: { email: string; name: string } } | null>;

/**
 * The account a new password is for, so it can be refused for leaning on its email or name:
 * the body on sign-up, the session on change-password, the reset token's user on reset.
 */
async function accountOf(
  ctx: HookContext,
  body: Record<string, unknown> | undefined,
  lookUpSession: SessionLookup,
): Promise<{ email?: string; name?: string }> {
  if (ctx.path === '/sign-up/email') {
    return {
      email: typeof body?.['email'] === 'string' ? body['email'] : undefined,
      name: typeof body?.['name'] === 'string' ? body['name'] : undefined,
    };
  }
  if (ctx.path === '/change-password') {
    // Through the API so the bearer token counts (our hook runs before the bearer plugin's).
    const session = await lookUpSession(ctx.headers ?? new Headers()).catch(() => null);
    return session ? session.user : {};
  }
  const token = body?.['token'];
  if (typeof token !== 'string') return {};
  const verification = await ctx.context.internalAdapter.findVerificationValue(
    `reset-password:${token}`,
  );
  const user = verification && (await ctx.context.internalAdapter.findUserById(verification.value));
  return user ?? {};
}

/**
 * Origins besides a request's own that may send cookie-carrying auth requests and be named in
 * callback URLs: PUBLIC_URL, TRUSTED_ORIGINS and, outside production, the Vite dev server.
 */
export function trustedOriginsOf(config: Config): string[] {
  const dev = config.isProduction ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return [new URL(config.publicUrl).origin, ...config.trustedOrigins, ...dev];
}

/** The origin of the address a request was sent to (usersAuthPlugin builds it from the Host). */
const requestOrigin = (request: Request | undefined) =>
  request && URL.canParse(request.url) ? [new URL(request.url).origin] : [];

/**
 * better-auth, configured for Vitrine: our tables, bearer tokens, argon2id, our common-password
 * rule, reset links that open the web app, Google through OIDC discovery and Facebook when set.
 */
export function createBetterAuth({
  config,
  db,
  log,
  onSessionEnded,
  onUserDeleted,
}: BetterAuthDeps) {
  // Two-factor sign-in (TOTP): staff work needs a session that passed it (platform/http/access.ts).
  const plugins: BetterAuthPlugin[] = [bearer(), twoFactor({ issuer: 'Vitrine' })];
  if (config.google) {
    // Google is used through its discovery document, so a test can point the same code at a
    // local OpenID provider (GOOGLE_DISCOVERY_URL); production reads accounts.google.com.
    plugins.push(
      genericOAuth({
        config: [
          {
            providerId: 'google',
            name: 'Google',
            discoveryUrl: config.google.discoveryUrl,
            clientId: config.google.clientId,
            clientSecret: config.google.clientSecret,
            scopes: ['openid', 'email', 'profile'],
            pkce: true,
            // The id_token is checked against the provider's published keys, issuer and nonce.
            requireIdTokenVerification: true,
          },
        ],
      }),
    );
  }

  const auth = betterAuth({
    appName: 'Vitrine',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    database: createAuthDatabaseAdapter(db),
    // Callback URLs may point at the address the app was opened at (a LAN address, 127.0.0.1).
    trustedOrigins: (request) => [...trustedOriginsOf(config), ...requestOrigin(request)],
    telemetry: { enabled: false },
    // Sign-in, registration and reset requests are limited in Fastify, per IP and per email.
    rateLimit: { enabled: false },
    // Registration goes through POST /api/v1/user/register (it also creates the role row);
    // reset requests through POST /api/v1/user/forgot-password (rate-limited, same answer for all).
    disabledPaths: ['/sign-up/email', '/request-password-reset'],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      password: { hash: hashPassword, verify: verifyPassword },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      // Written to the outbox, which mails it (modules/users/index.ts); forgot-password calls
      // this after its reply, so a known address answers as fast as an unknown one.
      sendResetPassword: async ({ user, token }) => {
        const link = `${config.publicUrl}/auth/reset-password?token=${encodeURIComponent(token)}`;
        await enqueue(db, 'password-reset:requested', { to: user.email, name: user.name, link });
      },
    },
    socialProviders: config.facebook
      ? {
          facebook: {
            clientId: config.facebook.clientId,
            clientSecret: config.facebook.clientSecret,
          },
        }
      : {},
    plugins,
    session: { additionalFields: twoFactorSessionField },
    databaseHooks: {
      session: {
        delete: {
          after: async (session) => {
            await onSessionEnded?.({ id: session.id, userId: session.userId });
          },
        },
      },
      user: {
        delete: {
          after: async (user) => {
            await onUserDeleted?.(user.id);
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const field = newPasswordFields[ctx.path];
        const body = ctx.body as Record<string, unknown> | undefined;
        const password = field ? body?.[field] : undefined;
        if (typeof password !== 'string') return;
        const account = await accountOf(ctx, body, (headers) => auth.api.getSession({ headers }));
        const problem = passwordProblem(password, accountWords(account));
        if (problem) {
          throw new APIError('BAD_REQUEST', {
            code: 'PASSWORD_REFUSED',
            message: `${field}: ${problem}`,
            field,
          });
        }
        // A new password ends the other sessions (whoever knew the old one) unless the user
        // keeps them on purpose; better-auth's own default keeps them.
        if (ctx.path === '/change-password' && body?.['revokeOtherSessions'] === undefined) {
          return { context: { body: { ...body, revokeOtherSessions: true } } };
        }
      }),
      after: twoFactorSessionsHook,
    },
    advanced: {
      // Cross-site requests are refused in modules/users/auth.plugin.ts (modules/users/request-origin.ts):
      // better-auth's check refuses Node's fetch (no Origin) and any address but PUBLIC_URL.
      disableCSRFCheck: true,
      // better-auth skips its callback URL check when NODE_ENV is test; keep it, so tests
      // exercise what production runs.
      disableOriginCheck: false,
      useSecureCookies: config.publicUrl.startsWith('https://'),
    },
    logger: {
      level: 'info',
      log: (level, message, ...args) =>
        log[levelFor(level, message)]({ args }, `better-auth: ${message}`),
    },
  });
  return auth;
}

export type BetterAuth = ReturnType<typeof createBetterAuth>;
