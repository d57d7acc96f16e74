import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends an answer that is remembered between requests (a cached session's roles, a remembered
 * credits summary) as JSON text encoded through its response schema once per remembered value,
 * not once per request: the route's serializer would run the schema's encode over the same
 * object on every request (a fifth of the app's thread for `GET /user/credits`). Keyed by the
 * value's identity, so a new value (a change, an expiry) is encoded afresh; a value the schema
 * refuses throws, as the serializer would.
 */
export function createEncodedOnce<T extends object>(schema: z.ZodType) {
  const texts = new WeakMap<T, string>();
  return (reply: FastifyReply, value: T): FastifyReply => {
    let text = texts.get(value);
    if (text === undefined) {
      text = JSON.stringify(schema.encode(value));
      texts.set(value, text);
    }
    // A string with a JSON content type is sent as it is (Fastify skips the serializer).
    return reply.type('application/json; charset=utf-8').send(text);
  };
}
