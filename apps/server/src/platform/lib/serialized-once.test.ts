import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPageSerializer } from './serialized-once.ts';

const item = z.object({ id: z.string(), name: z.string() });
const rest = z.object({ total: z.number().int(), note: z.string().optional() });

describe('createPageSerializer', () => {
  const app = Fastify();
  const parsed = { items: 0, rest: 0 };
  // The same schemas, counting each parse.
  const send = createPageSerializer({
    item: item.refine(() => (parsed.items++, true)),
    rest: rest.refine(() => (parsed.rest++, true)),
  });
  const saree = { id: 'a', name: 'Saree "House"' };
  const silks = { id: 'b', name: 'Silks' };
  const answers: Record<string, unknown> = {
    two: { items: [silks, saree], total: 9, note: 'x' },
    empty: { items: [], total: 0 },
    bad: { items: [{ id: 'c', name: 3 }], total: 1 },
  };

  beforeAll(async () => {
    app.get<{ Params: { name: string } }>('/:name', (request, reply) =>
      send(reply, answers[request.params.name] as Parameters<typeof send>[1]),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (name: string) => app.inject({ method: 'GET', url: `/${name}` });

  it('writes the page as JSON with items first, equal to the checked answer', async () => {
    const response = await get('two');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.json()).toEqual({ items: [silks, saree], total: 9, note: 'x' });
    expect((await get('empty')).body).toBe('{"items":[],"total":0}');
  });

  it('checks and writes an answer once, and an item once whatever answer it is in', async () => {
    const [p, q, r] = ['p', 'q', 'r'].map((id) => ({ id, name: id.toUpperCase() }));
    answers.four = { items: [p, q], total: 2 };
    answers.five = { items: [q, r], total: 2 };
    parsed.items = 0;
    parsed.rest = 0;
    await get('four');
    await get('four');
    expect(parsed).toEqual({ items: 2, rest: 1 });
    expect((await get('five')).json()).toEqual({ items: [q, r], total: 2 });
    expect(parsed).toEqual({ items: 3, rest: 2 });
  });

  it('refuses an answer that breaks the contract instead of sending it', async () => {
    const response = await get('bad');
    expect(response.statusCode).toBe(500);
  });
});
