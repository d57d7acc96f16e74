import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditEntriesOf,
  callAs,
  employeeWith,
  refusedCallers,
  type Caller,
} from '../../test/staff.ts';
import { accountWithRoles } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());
const call = callAs(t.app);

let editor: Caller;
const day = 24 * 60 * 60 * 1000;
const window = () => ({
  validFrom: new Date(Date.now() - day).toISOString(),
  validUntil: new Date(Date.now() + 30 * day).toISOString(),
});
const publicOffers = async () =>
  (await call(undefined, 'GET', '/offers?offeror=platform&limit=100')).json().items as Array<{
    id: string;
    title: string;
  }>;

beforeAll(async () => {
  editor = await employeeWith(t.app, ['content']);
}, 60_000);

describe('platform offers for staff', () => {
  it('refuses customers, vendors and employees without the content area (403)', async () => {
    const callers = await refusedCallers(t.app, 'content');
    const id = '00000000-0000-4000-8000-000000000000';
    for (const [name, caller] of Object.entries(callers)) {
      for (const [method, url, body] of [
        ['GET', '/admin/offers', undefined],
        [
          'POST',
          '/admin/offers',
          { title: 'X', discount: { kind: 'percent', percent: 5 }, ...window() },
        ],
        ['PATCH', `/admin/offers/${id}`, { title: 'X' }],
        ['POST', `/admin/offers/${id}/archive`, undefined],
        ['POST', `/admin/offers/${id}/restore`, undefined],
      ] as const) {
        const res = await call(caller, method, url, body);
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(403);
      }
    }
  });

  it('adds a platform offer shoppers see at once, finds it with offerSearchKey, edits, archives and restores it; audited', async () => {
    const created = await call(editor, 'POST', '/admin/offers', {
      title: 'Monsoon welcome',
      description: 'Ten per cent off your first meeting',
      code: 'monsoon10',
      discount: { kind: 'percent', percent: 10 },
      ...window(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(created.json()).toMatchObject({ offeror: 'platform', shop: null, code: 'MONSOON10' });
    expect((await publicOffers()).some((o) => o.id === id)).toBe(true);

    const found = await call(editor, 'GET', '/admin/offers?offerSearchKey=monsoon');
    expect(found.json().items.map((o: { id: string }) => o.id)).toContain(id);
    const notFound = await call(editor, 'GET', '/admin/offers?offerSearchKey=zzqqxx');
    expect(notFound.json().items).toEqual([]);

    const edited = await call(editor, 'PATCH', `/admin/offers/${id}`, {
      title: 'Monsoon hello',
      premium: true,
    });
    expect(edited.json()).toMatchObject({ title: 'Monsoon hello', premium: true });
    const archived = await call(editor, 'POST', `/admin/offers/${id}/archive`);
    expect(archived.json().status).toBe('archived');
    expect((await publicOffers()).some((o) => o.id === id)).toBe(false);
    const restored = await call(editor, 'POST', `/admin/offers/${id}/restore`);
    expect(restored.json().status).toBe('active');
    expect((await publicOffers()).some((o) => o.id === id)).toBe(true);

    const entries = await auditEntriesOf(t.app, id);
    expect(entries.map((e) => e.action)).toEqual([
      'offer.restore',
      'offer.archive',
      'offer.update',
      'offer.create',
    ]);
    expect(entries[2]).toMatchObject({
      actorId: editor.userId,
      before: { title: 'Monsoon welcome' },
      after: { title: 'Monsoon hello' },
    });
  });

  it('answers 4xx naming the field: a window ending before it starts, a bad discount, a taken code', async () => {
    const backwards = await call(editor, 'POST', '/admin/offers', {
      title: 'Backwards',
      discount: { kind: 'percent', percent: 10 },
      validFrom: window().validUntil,
      validUntil: window().validFrom,
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.details[0].field).toBe('validUntil');
    const tooMuch = await call(editor, 'POST', '/admin/offers', {
      title: 'Everything free',
      discount: { kind: 'percent', percent: 150 },
      ...window(),
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.details[0].field).toMatch(/^discount/);
    const first = await call(editor, 'POST', '/admin/offers', {
      title: 'First code',
      code: 'ONCEONLY',
      discount: { kind: 'percent', percent: 5 },
      ...window(),
    });
    expect(first.statusCode).toBe(201);
    const second = await call(editor, 'POST', '/admin/offers', {
      title: 'Second code',
      code: 'onceonly',
      discount: { kind: 'percent', percent: 5 },
      ...window(),
    });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.details[0].field).toBe('code');
    expect(
      (await call(editor, 'GET', '/admin/offers?status=closed')).json().error.details[0].field,
    ).toBe('status');
  });
});

describe("a platform code's rules", () => {
  it('names shops and categories; an unknown shop is a 400 naming rules.shopIds', async () => {
    const owner = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, owner.userId);
    const created = await call(editor, 'POST', '/admin/offers', {
      title: 'Two shops only',
      discount: { kind: 'percent', percent: 5 },
      ...window(),
      rules: { shopIds: [shopId], perCustomerLimit: 2 },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().rules).toMatchObject({ shopIds: [shopId], perCustomerLimit: 2 });

    const unknown = await call(editor, 'PATCH', `/admin/offers/${created.json().id}`, {
      rules: { shopIds: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.statusCode, unknown.body).toBe(400);
    expect(unknown.json().error.details[0].field).toBe('rules.shopIds');
  });
});
