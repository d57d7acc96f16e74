import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntriesOf,
  callAs,
  employeeWith,
  refusedCallers,
  type Caller,
} from '../../test/staff.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const call = callAs(t.app);

let editor: Caller;
let n = 0;
const slug = () => `plan-${process.pid % 1000}-${Date.now() % 100000}-${++n}`;
const onSale = async () =>
  (await call(undefined, 'GET', '/plans/credits?limit=100')).json().items as Array<{
    id: string;
    name: string;
    credits: number;
  }>;

beforeAll(async () => {
  editor = await employeeWith(t.app, ['content']);
}, 60_000);

describe('credit plans for staff', () => {
  it('refuses customers, vendors and employees without the content area (403)', async () => {
    const callers = await refusedCallers(t.app, 'content');
    for (const [name, caller] of Object.entries(callers)) {
      for (const [method, url, body] of [
        ['GET', '/admin/credit-plans', undefined],
        [
          'POST',
          '/admin/credit-plans',
          { slug: slug(), name: 'X', credits: 1, priceMinor: 100, validityDays: 30 },
        ],
        ['PATCH', '/admin/credit-plans/00000000-0000-4000-8000-000000000000', { name: 'X' }],
      ] as const) {
        const res = await call(caller, method, url, body);
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(403);
      }
    }
  });

  it('adds a plan that is on sale at once, changes it, archives it (off sale, still listed for staff); audited', async () => {
    const created = await call(editor, 'POST', '/admin/credit-plans', {
      slug: slug(),
      name: 'Festive pack',
      credits: 45,
      priceMinor: 39900,
      validityDays: 90,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ currency: 'INR', active: true, popular: false });
    expect((await onSale()).find((p) => p.id === id)).toMatchObject({ credits: 45 });

    const changed = await call(editor, 'PATCH', `/admin/credit-plans/${id}`, {
      credits: 50,
      popular: true,
    });
    expect(changed.json()).toMatchObject({ credits: 50, popular: true, name: 'Festive pack' });
    expect((await onSale()).find((p) => p.id === id)?.credits).toBe(50);

    const archived = await call(editor, 'PATCH', `/admin/credit-plans/${id}`, { active: false });
    expect(archived.json().active).toBe(false);
    expect((await onSale()).some((p) => p.id === id)).toBe(false);
    const listed = await call(editor, 'GET', '/admin/credit-plans');
    expect(listed.json().items).toContainEqual(expect.objectContaining({ id, active: false }));

    const entries = await auditEntriesOf(t.app, id);
    expect(entries.map((e) => e.action)).toEqual([
      'credit-plan.archive',
      'credit-plan.update',
      'credit-plan.create',
    ]);
    expect(entries[1]).toMatchObject({
      actorId: editor.userId,
      before: { credits: 45 },
      after: { credits: 50 },
    });
  });

  it('answers 4xx naming the field: zero credits, a bad currency, a taken slug; 404 for an unknown plan', async () => {
    const zero = await call(editor, 'POST', '/admin/credit-plans', {
      slug: slug(),
      name: 'Nothing',
      credits: 0,
      priceMinor: 100,
      validityDays: 30,
    });
    expect(zero.statusCode).toBe(400);
    expect(zero.json().error.details[0].field).toBe('credits');
    const currency = await call(editor, 'POST', '/admin/credit-plans', {
      slug: slug(),
      name: 'Odd money',
      credits: 5,
      priceMinor: 100,
      currency: 'rupees',
      validityDays: 30,
    });
    expect(currency.statusCode).toBe(400);
    expect(currency.json().error.details[0].field).toBe('currency');
    const taken = slug();
    const plan = { slug: taken, name: 'First', credits: 5, priceMinor: 100, validityDays: 30 };
    expect((await call(editor, 'POST', '/admin/credit-plans', plan)).statusCode).toBe(201);
    const again = await call(editor, 'POST', '/admin/credit-plans', { ...plan, name: 'Second' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details[0].field).toBe('slug');
    const unknown = await call(
      editor,
      'PATCH',
      '/admin/credit-plans/00000000-0000-4000-8000-000000000000',
      {
        name: 'Nobody',
      },
    );
    expect(unknown.statusCode).toBe(404);
  });
});
