import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A preHandler limiting one kind of attempt (sign-in, register, forgot-password) per IP
     * and, separately, per email in the body, so neither many accounts from one address nor
     * one account from many addresses gets more than `config.authRateLimit` tries.
     */
    limitAttempts: (kind: string) => preHandlerAsyncHookHandler;
  }
}

/** The email a request is about, from a parsed JSON body or the raw bytes better-auth receives. */
function emailOf(body: unknown): string | undefined {
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

/** @fastify/rate-limit with no global limit; limits are attached per route (DESIGN.md). */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, { global: false });
    const { max, windowMs } = app.config.authRateLimit;

    app.decorate('limitAttempts', (kind: string) => {
      const byIp = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request: FastifyRequest) => `${kind}:ip:${request.ip}`,
      });
      const byEmail = app.createRateLimit({
        max,
        timeWindow: windowMs,
        keyGenerator: (request: FastifyRequest) => `${kind}:email:${emailOf(request.body) ?? ''}`,
      });
      return async (request, reply) => {
        const checks = [await byIp(request)];
        // Known and unknown addresses count alike: nothing here looks the account up.
        if (emailOf(request.body)) checks.push(await byEmail(request));
        const exceeded = checks.find((check) => !check.isAllowed && check.isExceeded);
        if (exceeded && !exceeded.isAllowed) {
          reply.header('retry-after', exceeded.ttlInSeconds);
          throw tooManyAttempts(exceeded.ttlInSeconds);
        }
      };
    });
  },
  { name: 'rate-limit' },
);
