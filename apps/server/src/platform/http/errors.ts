import type { ErrorBody, FieldIssue } from '@vitrine/contracts/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseConflict } from '../db/database-errors.ts';
import { AppError, validationFailed } from '../lib/app-error.ts';

const body = (code: ErrorBody['error']['code'], message: string, details?: unknown): ErrorBody => ({
  error: details === undefined ? { code, message } : { code, message, details },
});

/**
 * The first string in a request's params, query or body that holds a NUL character, as a field
 * path. PostgreSQL text cannot store NUL, so such input would otherwise fail deep inside a query.
 */
export function fieldWithNul(value: unknown, path: string, depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const found = fieldWithNul(inner, path ? `${path}.${key}` : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * Node's `clientError`: a request too broken, too slow or too big to reach Fastify. Answered on
 * the raw socket, in the one error body, and the connection is closed.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Duplex) {
  // A reset connection has nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, answer] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, body('TIMEOUT', 'The request did not arrive in time.')]
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, body('TOO_LARGE', 'The request headers are larger than the server accepts.')]
        : [400, body('VALIDATION_FAILED', 'The request is not valid HTTP.')];
  const payload = JSON.stringify(answer);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(payload)}\r\nConnection: close\r\n\r\n${payload}`,
    );
  }
  socket.destroy();
}

/** The answer to a request that arrives while the server shuts down (a load balancer retries elsewhere). */
export const shuttingDownBody = body(
  'UNAVAILABLE',
  'The server is restarting. Please try again in a moment.',
);

/** One error body everywhere; validation errors name each bad field; a 5xx never shows internals. */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, error.message);
      return reply.status(error.statusCode).send(body(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const issues: FieldIssue[] = error.validation.flatMap((issue) => {
        const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        // A strict schema's extra fields: each is named, so "verified: cannot be changed …".
        const keys = issue.keyword === 'unrecognized_keys' ? issue.params?.['keys'] : undefined;
        if (Array.isArray(keys)) {
          return keys.map((key) => ({
            field: where ? `${where}.${String(key)}` : String(key),
            message: issue.message ?? 'is not a field of this request',
          }));
        }
        const field =
          where ||
          String(issue.params?.['missingProperty'] ?? error.validationContext ?? 'request');
        return { field, message: issue.message ?? 'is invalid' };
      });
      const summary = issues.map((i) => `${i.field}: ${i.message}`).join('; ');
      return reply.status(400).send(body('VALIDATION_FAILED', summary, issues));
    }
    // A write outside `runInTransaction` (one statement, better-auth's adapter) that a unique
    // index or a colliding transaction refused: the same 409 the transactions answer.
    const conflict = databaseConflict(error);
    if (conflict) {
      request.log.warn({ err: error }, conflict.message);
      return reply.status(409).send(body(conflict.code, conflict.message, conflict.details));
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Too many attempts. Please wait a little and try again.'));
    }
    if (status >= 400 && status < 500) {
      const code =
        status === 401
          ? 'UNAUTHENTICATED'
          : status === 403
            ? 'FORBIDDEN'
            : status === 404
              ? 'NOT_FOUND'
              : status === 413
                ? 'TOO_LARGE'
                : 'VALIDATION_FAILED';
      return reply.status(status).send(body(code, error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL', 'Something went wrong on our side. Please try again.'));
  });

  app.addHook('preValidation', (request, _reply, done) => {
    const field =
      fieldWithNul(request.params, '') ??
      fieldWithNul(request.query, '') ??
      fieldWithNul(request.body, '');
    if (field === undefined) return done();
    done(validationFailed(field || 'body', 'must not contain the NUL character'));
  });

  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .send(body('NOT_FOUND', `No route for ${request.method} ${request.url.split('?')[0]}.`)),
  );
});
