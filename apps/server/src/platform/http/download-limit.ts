import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';

const isDownload = (request: FastifyRequest) => {
  const download = (request.query as { download?: unknown } | undefined)?.download;
  return download === 'csv' || download === 'xlsx';
};

/**
 * Every list's `download=csv|xlsx` answers up to DOWNLOAD_MAX_ROWS rows, the most expensive
 * answer a client can ask for, often without signing in; so downloads are limited per client IP
 * (`config.downloads.rateLimit`), whatever the list. Runs after validation, when `download` is
 * parsed, and before the handler reads anything.
 */
export const downloadLimitPlugin = fp(
  async (app: FastifyInstance) => {
    const { max, windowMs } = app.config.downloads.rateLimit;
    const check = app.createRateLimit({
      max,
      timeWindow: windowMs,
      keyGenerator: (request: FastifyRequest) => `download:ip:${request.ip}`,
    });
    const limit = async (request: FastifyRequest, reply: FastifyReply) => {
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) {
        reply.header('retry-after', result.ttlInSeconds);
        throw new AppError(
          'RATE_LIMITED',
          'Too many downloads. Please wait a little and try again.',
          { retryAfterSeconds: result.ttlInSeconds },
        );
      }
    };
    // Every request passes here; only downloads wait for the counter.
    app.addHook('preHandler', (request, reply, done) => {
      if (!isDownload(request)) return done();
      limit(request, reply).then(() => done(), done);
    });
  },
  { name: 'download-limit', dependencies: ['rate-limit'] },
);
