import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import {
  createMemoryAttemptStore,
  createRedisAttemptStore,
  type AttemptCounter,
  type AttemptDelay,
  type AttemptStore,
} from '../lib/attempt-store.ts';
import { connectRedis } from '../lib/redis.ts';

/** Who a password guess is about: an email (sign-in) or a user id (change-password). */
export type AccountOf = (request: FastifyRequest) => Promise<string | undefined>;

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting one kind of attempt (register, forgot-password, newsletter) per IP
     * and, separately, per email in the body, so neither many accounts from one address nor
     * one account from many addresses gets more than `config.authRateLimit.max` tries.
     */
    limitAttempts: (kind: string) => preHandlerAsyncHookHandler;
    /**
     * A preHandler limiting password guesses (sign-in, change-password) without letting anyone
     * lock an owner out: `max` per account from one address, slowed by a progressive delay, and
     * cleared by a correct password; `accountMax` per account from everywhere and per address
     * to every account.
     */
    limitGuesses: (kind: string, accountOf: AccountOf) => preHandlerAsyncHookHandler;
    /**
     * A preHandler allowing `max` requests of one kind per client IP in `windowMs`, counted in
     * the same store (shared through Redis): for lookups that reveal who is registered.
     */
    limitPerAddress: (
      kind: string,
      limit: { max: number; windowMs: number },
    ) => preHandlerAsyncHookHandler;
  }
}

/** Wrong passwords from one address to one account answered without delay. */
export const GUESSES_BEFORE_DELAY = 3;

/** The email a request is about, from a parsed JSON body or the raw bytes better-auth receives. */
export function emailOf(body: unknown): string | undefined {
  let value: unknown = body;
  if (Buffer.isBuffer(value) || typeof value === 'string') {
    try {
      value = JSON.parse(value.toString());
    } catch {
      return undefined;
    }
  }
  const email = (value as { email?: unknown } | null)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError('RATE_LIMITED', 'Too many attempts. Please wait a little and try again.', {
    retryAfterSeconds,
  });

/**
 * Attempt limits on our own small store (memory, or Redis with REDIS_URL so the limit is one
 * for the cluster and survives restarts). @fastify/rate-limit stays registered with no global
 * limit, for the limits a route declares itself (`config.rateLimit`, as the uploads do).
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
    const { max, windowMs, accountMax, delayMs } = app.config.authRateLimit;

    const memory = createMemoryAttemptStore();
    let store: AttemptStore = memory;
    if (app.config.redisUrl) {
      const redis = await connectRedis(app.config.redisUrl, app.log, 'attempt limits');
      app.addHook('onClose', () => redis.close());
      const shared = createRedisAttemptStore(redis, `${app.config.redisKeyPrefix}:attempts`);
      // Redis trouble must not lock everyone out nor let guesses through unlimited: fall back
      // to this instance's own counts until it answers again.
      store = {
        take: (...args) =>
          shared.take(...args).catch((error: unknown) => {
            app.log.warn({ err: error }, 'attempt limits: Redis failed; counting in memory');
            return memory.take(...args);
          }),
        clear: (keys) =>
          shared.clear(keys).catch((error: unknown) => {
            app.log.warn({ err: error }, 'attempt limits: Redis failed; clearing in memory');
            return memory.clear(keys);
          }),
      };
    }

    const take = async (
      reply: { header: (name: string, value: number) => unknown },
      counters: AttemptCounter[],
      delay?: AttemptDelay,
      window = windowMs,
    ) => {
      const { retryAfterMs } = await store.take(counters, window, delay);
      if (retryAfterMs > 0) {
        const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
        reply.header('retry-after', seconds);
        throw tooManyAttempts(seconds);
      }
    };

    app.decorate('limitAttempts', (kind: string) => async (request, reply) => {
      const counters = [{ key: `${kind}:ip:${request.ip}`, limit: max }];
      // Known and unknown addresses count alike: nothing here looks the account up.
      const email = emailOf(request.body);
      if (email) counters.push({ key: `${kind}:email:${email}`, limit: max });
      await take(reply, counters);
    });

    app.decorate(
      'limitPerAddress',
      (kind: string, limit: { max: number; windowMs: number }) => async (request, reply) => {
        await take(
          reply,
          [{ key: `${kind}:ip:${request.ip}`, limit: limit.max }],
          undefined,
          limit.windowMs,
        );
      },
    );

    // Keys a successful answer clears (the guesses of that account from that address).
    const clearOnSuccess = new WeakMap<FastifyRequest, string[]>();
    app.decorate('limitGuesses', (kind: string, accountOf: AccountOf) => async (request, reply) => {
      const account = await accountOf(request);
      const byAddress = { key: `${kind}:ip:${request.ip}`, limit: accountMax };
      if (!account) return take(reply, [byAddress]);
      const pair = `${kind}:pair:${account}:${request.ip}`;
      const wait = `${kind}:wait:${account}:${request.ip}`;
      const delay =
        delayMs > 0
          ? { key: wait, after: GUESSES_BEFORE_DELAY, baseMs: delayMs, capMs: windowMs }
          : undefined;
      await take(
        reply,
        [
          { key: pair, limit: max },
          { key: `${kind}:account:${account}`, limit: accountMax },
          byAddress,
        ],
        delay,
      );
      clearOnSuccess.set(request, [pair, wait]);
    });
    // Every response passes here; most have nothing to clear and take no promise.
    app.addHook('onResponse', (request, reply, done) => {
      const keys = clearOnSuccess.get(request);
      if (!keys || reply.statusCode >= 400) return done();
      store.clear(keys).then(() => done(), done);
    });
  },
  { name: 'rate-limit' },
);
