import Fastify from 'fastify';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createEncodedOnce } from './encoded-once.ts';

const schema = z.object({
  id: z.string(),
  at: z.codec(z.iso.datetime(), z.date(), {
    decode: (text) => new Date(text),
    encode: (date) => date.toISOString(),
  }),
});
type Value = z.output<typeof schema>;

const app = Fastify();
afterAll(() => app.close());

describe('createEncodedOnce', () => {
  it('sends the schema-encoded JSON, made once per value and again for a new one', async () => {
    const encode = vi.spyOn(schema, 'encode');
    const send = createEncodedOnce<Value>(schema);
    let value: Value = { id: 'a', at: new Date('2026-01-02T03:04:05.000Z') };
    app.get('/value', async (_request, reply) => send(reply, value));
    app.get('/extra', async (_request, reply) =>
      send(reply, { ...value, secret: 'not in the schema' } as Value),
    );
    app.get('/bad', async (_request, reply) => send(reply, { id: 1 } as unknown as Value));

    for (let i = 0; i < 3; i++) {
      const res = await app.inject({ method: 'GET', url: '/value' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.json()).toEqual({ id: 'a', at: '2026-01-02T03:04:05.000Z' });
    }
    expect(encode).toHaveBeenCalledTimes(1);

    value = { id: 'b', at: new Date('2026-02-03T04:05:06.000Z') };
    expect((await app.inject({ method: 'GET', url: '/value' })).json()).toEqual({
      id: 'b',
      at: '2026-02-03T04:05:06.000Z',
    });
    expect(encode).toHaveBeenCalledTimes(2);

    // What the schema does not name is left out, as the route's serializer would.
    expect((await app.inject({ method: 'GET', url: '/extra' })).json()).toEqual({
      id: 'b',
      at: '2026-02-03T04:05:06.000Z',
    });
    // A value the schema refuses is an error, never sent.
    expect((await app.inject({ method: 'GET', url: '/bad' })).statusCode).toBe(500);
  });
});
