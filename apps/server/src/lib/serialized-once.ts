import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Sends answers that are shared between requests (a result cache hands out the same object
 * until it expires) as JSON that is checked against its schema and written once per object,
 * not once per request. The route keeps its response schema for the OpenAPI document.
 */
export function createSerializedOnce<Schema extends z.ZodType>(schema: Schema) {
  const written = new WeakMap<object, string>();
  return (reply: FastifyReply, value: z.output<Schema> & object): FastifyReply => {
    let json = written.get(value);
    if (json === undefined) {
      json = JSON.stringify(schema.parse(value));
      written.set(value, json);
    }
    return reply.type('application/json; charset=utf-8').send(json);
  };
}
