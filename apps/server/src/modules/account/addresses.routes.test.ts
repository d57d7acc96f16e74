import type { Address } from '@vitrine/contracts/account';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { sharedTestApp } from '../../test/test-app.ts';

const t = await sharedTestApp();
afterAll(() => t.close());

type Customer = { token: string };
let asha: Customer;
let ravi: Customer;
beforeAll(async () => {
  asha = await registerAccount(t.app);
  ravi = await registerAccount(t.app);
});

const indian = {
  name: 'Asha Rao',
  phone: '98765 43210',
  line1: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  country: 'in',
};

const call = (
  who: Customer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
) => t.app.inject({ method, url: `/api/v1${url}`, headers: bearer(who.token), payload });

async function add(who: Customer, overrides: object = {}): Promise<Address> {
  const res = await call(who, 'POST', '/user/address', { ...indian, ...overrides });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}
const list = async (who: Customer): Promise<Address[]> =>
  (await call(who, 'GET', '/user/address')).json().items;

describe('addresses', () => {
  it('edits an address in place: same id and default, checked like a new one, 404 for others', async () => {
    const customer = await registerAccount(t.app);
    const home = await add(customer);
    const edited = await call(customer, 'PUT', `/user/address/${home.id}`, {
      ...indian,
      line1: '14 MG Road',
      landmark: 'Opposite the metro',
      phone: '99001 12233',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({
      id: home.id,
      isDefault: true,
      line1: '14 MG Road',
      landmark: 'Opposite the metro',
      phone: '+919900112233',
    });
    expect((await list(customer)).map((a) => [a.id, a.line1])).toEqual([[home.id, '14 MG Road']]);

    const wrongPhone = await call(customer, 'PUT', `/user/address/${home.id}`, {
      ...indian,
      phone: '12',
    });
    expect(wrongPhone.statusCode).toBe(400);
    expect(wrongPhone.json().error.details[0].field).toBe('phone');
    const notMine = await call(ravi, 'PUT', `/user/address/${home.id}`, indian);
    expect(notMine.statusCode).toBe(404);
    expect((await list(customer))[0]!.line1).toBe('14 MG Road');
  });

  it('normalises the phone and country, and makes the first address the default', async () => {
    const customer = await registerAccount(t.app);
    const first = await add(customer);
    expect(first).toMatchObject({ phone: '+919876543210', country: 'IN', isDefault: true });
    const second = await add(customer, { line1: '4 Brigade Road' });
    expect(second.isDefault).toBe(false);
    const items = await list(customer);
    expect(items.map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);
  });

  it('checks the postal code and the phone against the country, naming the field', async () => {
    for (const [overrides, field] of [
      [{ postalCode: '56000' }, 'postalCode'],
      [{ country: 'US', postalCode: '560001' }, 'phone'],
      [{ country: 'US', phone: '+1 415 555 2671', postalCode: 'ABCDE' }, 'postalCode'],
      [{ phone: '12' }, 'phone'],
      [{ country: 'XX' }, 'country'],
      [{ city: '' }, 'city'],
    ] as const) {
      const res = await call(asha, 'POST', '/user/address', { ...indian, ...overrides });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.body, JSON.stringify(overrides)).toContain(field);
    }
    const us = await add(asha, {
      country: 'US',
      phone: '+1 415 555 2671',
      postalCode: '94105',
      city: 'San Francisco',
      state: 'CA',
    });
    expect(us.phone).toBe('+14155552671');
  });

  it('moves the default with mark-default and promotes the newest when the default is deleted', async () => {
    const customer = await registerAccount(t.app);
    const a = await add(customer, { line1: 'A' });
    const b = await add(customer, { line1: 'B' });
    const c = await add(customer, { line1: 'C' });
    const marked = await call(customer, 'POST', `/user/address/${b.id}/mark-default`);
    expect(marked.statusCode).toBe(200);
    expect(marked.json().isDefault).toBe(true);
    expect((await list(customer)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([b.id]);

    expect((await call(customer, 'DELETE', `/user/address/${b.id}`)).statusCode).toBe(204);
    // The newest remaining (c) becomes the default.
    expect((await list(customer)).filter((x) => x.isDefault).map((x) => x.id)).toEqual([c.id]);
    expect((await call(customer, 'DELETE', `/user/address/${a.id}`)).statusCode).toBe(204);
    expect((await list(customer)).map((x) => [x.id, x.isDefault])).toEqual([[c.id, true]]);
    expect((await call(customer, 'DELETE', `/user/address/${c.id}`)).statusCode).toBe(204);
    expect(await list(customer)).toEqual([]);
    // With none left, the next one is the default again.
    expect((await add(customer)).isDefault).toBe(true);
  });

  it("answers 404 to another customer's id for get, delete and mark-default, and leaves it alone", async () => {
    const mine = await add(ravi);
    for (const [method, url] of [
      ['GET', `/user/address/${mine.id}`],
      ['DELETE', `/user/address/${mine.id}`],
      ['POST', `/user/address/${mine.id}/mark-default`],
    ] as const) {
      const res = await call(asha, method, url);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.code).toBe('NOT_FOUND');
    }
    const still = await call(ravi, 'GET', `/user/address/${mine.id}`);
    expect(still.statusCode).toBe(200);
    expect(still.json()).toEqual(mine);
  });

  it('leaves exactly one default after 20 concurrent mark-default calls', async () => {
    const customer = await registerAccount(t.app);
    const addresses: Address[] = [];
    for (let i = 0; i < 5; i += 1) addresses.push(await add(customer, { line1: `Street ${i}` }));
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(customer, 'POST', `/user/address/${addresses[i % 5]!.id}/mark-default`),
      ),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(20).fill(200));
    const defaults = (await list(customer)).filter((x) => x.isDefault);
    expect(defaults).toHaveLength(1);
  });

  it('answers 401 without a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/user/address' });
    expect(res.statusCode).toBe(401);
  });
});
