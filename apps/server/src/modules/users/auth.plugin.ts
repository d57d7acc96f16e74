import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import fp from 'fastify-plugin';
import type { AuthUser, SessionEndedListener } from '../../platform/http/auth.ts';
import { emailOf } from '../../platform/http/rate-limit.ts';
import { AppError, unauthenticated } from '../../platform/lib/app-error.ts';
import { enqueue } from '../../platform/outbox/index.ts';
import { authErrorToAppError, type AuthErrorBody } from './auth-errors.ts';
import { PASSED_THROUGH_AUTH_ENDPOINTS } from './auth-endpoints.ts';
import { createBetterAuth, trustedOriginsOf, type BetterAuth } from './better-auth.ts';
import { originRefusal } from './request-origin.ts';
import { createSessionResolver, type SessionResolver } from './session-resolver.ts';
import { createRevocationBroadcast } from './session-revocation.ts';
import { findStaffAccess } from './staff-access.repository.ts';
import { createUsersRepository, onRolesWritten } from './users.repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The better-auth instance (mounted at /api/auth). */
    auth: BetterAuth;
    /** The per-instance session cache behind `requireUser` and `resolveBearer`. */
    sessions: SessionResolver;
  }
}

/** `scheme://host[:port]` the request was sent to, when its Host makes a valid address. */
const ownOriginOf = (request: FastifyRequest): string | undefined => {
  const candidate = `${request.protocol}://${request.host}`;
  return URL.canParse(candidate) ? new URL(candidate).origin : undefined;
};

const bearerTokenOf = (authorization: string | undefined) => {
  const match = /^bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
  return match?.[1];
};

/**
 * better-auth inside Fastify: its routes under /api/auth (requests handed over as Web
 * Requests with the raw body, answers copied back, errors rewritten into our error body),
 * plus the bearer helpers every other module uses and the staff guard's read
 * (`app.staffAccessOf`), all declared by the platform in platform/http/auth.ts. Registered by
 * app.ts before the access plugin.
 */
export const usersAuthPlugin = fp(
  async (app: FastifyInstance) => {
    const sessionEndedListeners: SessionEndedListener[] = [];
    const log = app.log.child({ module: 'auth' });
    // Set below, once better-auth's settings are known; sessions cannot end before that.
    const late: { sessions?: SessionResolver } = {};
    /** Forgets here at once, and on every instance through the outbox (then Redis). */
    const announce = async (ended: { userId: string; sessionId?: string }) => {
      if (ended.sessionId) late.sessions?.forgetSession(ended.sessionId);
      else late.sessions?.forgetUser(ended.userId);
      await enqueue(app.database.db, 'session:ended', ended);
    };
    const auth = createBetterAuth({
      config: app.config,
      db: app.database.db,
      log,
      onUserDeleted: (userId) => announce({ userId }),
      onSessionEnded: async (session) => {
        await announce({ userId: session.userId, sessionId: session.id }).catch((error: unknown) =>
          log.error({ err: error }, 'auth: announcing a session end failed'),
        );
        for (const listener of sessionEndedListeners) {
          await listener(session).catch((error: unknown) =>
            app.log.error({ err: error }, 'auth: a session-ended listener failed'),
          );
        }
      },
    });
    app.decorate('onSessionEnded', (listener: SessionEndedListener) => {
      sessionEndedListeners.push(listener);
    });
    app.decorate('auth', auth);
    const trusted = trustedOriginsOf(app.config);

    // Who sent a request: one indexed lookup, remembered briefly; better-auth keeps sign-in/out.
    const context = await auth.$context;
    const users = createUsersRepository(app.database.db);
    const resolver = createSessionResolver({
      secret: context.secret,
      lookUp: users.findSessionByToken,
      extend: users.extendSession,
      onExpired: (token) => {
        // As better-auth's get-session does: an expired session is deleted (its hooks run).
        context.internalAdapter
          .deleteSession(token)
          .catch((error: unknown) => log.warn({ err: error }, 'auth: deleting an expired session'));
      },
      ttlMs: app.config.sessionCacheTtlMs,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
      // modules/users/better-auth.ts leaves better-auth's session options at their defaults.
      refresh: true,
    });
    late.sessions = resolver;
    app.decorate('sessions', resolver);
    const broadcast = await createRevocationBroadcast({
      broadcasts: app.broadcasts,
      log,
      onEnded: (ended) =>
        ended.sessionId
          ? resolver.forgetSession(ended.sessionId)
          : resolver.forgetUser(ended.userId),
    });
    app.addHook('onClose', () => broadcast.close());
    // A role written through the users repository: forgotten here at once, and (best effort,
    // SESSION_CACHE_TTL_MS bounds a lost message) on the other instances.
    const stopListening = onRolesWritten(app.database.db, (userId) => {
      resolver.forgetUser(userId);
      broadcast
        .publish({ userId })
        .catch((error: unknown) => log.warn({ err: error }, 'auth: announcing a role change'));
    });
    app.addHook('onClose', async () => {
      stopListening();
    });
    // Delivered to one instance, which tells them all (through Redis when REDIS_URL is set).
    app.outbox.registerHandler('session:ended', (event) => broadcast.publish(event.payload));

    app.decorate('resolveBearer', async (token: string) => {
      const found = await resolver.resolve(token);
      return found ? { userId: found.user.id, sessionId: found.sessionId } : null;
    });

    app.decorate('staffAccessOf', (userId: string, sessionId?: string) =>
      findStaffAccess(app.database.db, userId, sessionId),
    );

    app.decorateRequest('user', null as unknown as AuthUser);
    app.decorateRequest('sessionId', '');
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const token = bearerTokenOf(request.headers.authorization);
      if (!token) throw unauthenticated();
      const found = await resolver.resolve(token);
      if (!found) throw unauthenticated();
      request.user = found.user;
      request.sessionId = found.sessionId;
    });

    /** The user whose session (bearer token or cookie) sent the request, if any. */
    const sessionUserOf = async (request: FastifyRequest) => {
      const headers = new Headers();
      const { authorization, cookie } = request.headers;
      if (authorization) headers.set('authorization', authorization);
      if (cookie) headers.set('cookie', cookie);
      const found = await auth.api.getSession({ headers }).catch(() => null);
      return found?.user.id;
    };

    const forward = async (request: FastifyRequest, reply: FastifyReply) => {
      const ownOrigin = ownOriginOf(request);
      const refusal = originRefusal({
        method: request.method,
        ownOrigin,
        headers: request.headers,
        trusted,
      });
      if (refusal) throw refusal;
      // The address as the client sent it, so better-auth can trust the request's own origin.
      const url = new URL(request.url, ownOrigin ?? app.config.publicUrl);
      const headers = new Headers();
      for (const [name, value] of Object.entries(request.headers)) {
        if (value === undefined) continue;
        for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
      }
      // Fastify already resolved the client address (honouring TRUST_PROXY); pass that on.
      headers.set('x-forwarded-for', request.ip);
      const hasBody =
        request.method !== 'GET' && request.method !== 'HEAD' && Buffer.isBuffer(request.body);
      const response = await auth.handler(
        new Request(url, {
          method: request.method,
          headers,
          body:
            hasBody && (request.body as Buffer).length > 0
              ? new Uint8Array(request.body as Buffer)
              : undefined,
        }),
      );

      if (response.status >= 400) {
        const body = (await response.json().catch(() => ({}))) as AuthErrorBody;
        const path = url.pathname.slice('/api/auth'.length);
        throw authErrorToAppError(response.status, body, path);
      }
      reply.status(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      return reply.send(Buffer.from(await response.arrayBuffer()));
    };

    await app.register(async (scope) => {
      // better-auth parses bodies itself (and OAuth form posts need the bytes): keep them raw.
      // Sessions, tokens and accounts are one user's: no answer here may be cached.
      scope.addHook('onRequest', async (_request, reply) => {
        reply.header('cache-control', 'no-store');
      });
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
        done(null, body),
      );
      // Whoever holds a token must not be able to guess a password or a code without end: the
      // password checks share one budget, the codes another (better-auth limits a sign-in's
      // code attempts, not those of a session confirming one).
      const passwordGuesses = app.limitGuesses('change-password', sessionUserOf);
      const codeGuesses = app.limitGuesses('two-factor-code', sessionUserOf);
      const guesses: Partial<Record<string, preHandlerAsyncHookHandler>> = {
        '/sign-in/email': app.limitGuesses('sign-in', async (request) => emailOf(request.body)),
        '/change-password': passwordGuesses,
        '/two-factor/enable': passwordGuesses,
        '/two-factor/disable': passwordGuesses,
        '/two-factor/verify-totp': codeGuesses,
        '/two-factor/verify-backup-code': codeGuesses,
      };
      for (const { method, path } of PASSED_THROUGH_AUTH_ENDPOINTS) {
        const preHandler = guesses[path];
        scope.route({
          method,
          url: `/api/auth${path}`,
          schema: { hide: true },
          ...(preHandler && { preHandler }),
          handler: forward,
        });
      }
      // Only the listed endpoints: whatever else better-auth has (or a later version adds) stays closed.
      scope.route({
        method: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        url: '/api/auth/*',
        schema: { hide: true },
        handler: async (request) => {
          throw new AppError(
            'NOT_FOUND',
            `No route for ${request.method} ${request.url.split('?')[0]}.`,
          );
        },
      });
    });
  },
  { name: 'auth', dependencies: ['outbox', 'rate-limit'] },
);
