import type { Address } from '@vitrine/contracts/account';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoAddresses } from './demo-addresses.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoAddresses', () => {
  it('gives the demo customer a default home and an office address, once', async () => {
    const db = t.app.database.db;
    expect(await seedDemoAddresses(db)).toEqual({ added: 0 });
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await createUsersRepository(db).setRoles(customer.user.id, {
      customer: true,
      vendor: false,
      employee: false,
      admin: false,
    });

    expect(await seedDemoAddresses(db)).toEqual({ added: 2 });
    expect(await seedDemoAddresses(db)).toEqual({ added: 0 });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/address',
      headers: bearer(customer.token),
    });
    const items = (res.json() as { items: Address[] }).items;
    expect(items.map((a) => [a.city, a.postalCode, a.isDefault])).toEqual([
      ['Bengaluru', '560034', true],
      ['Mumbai', '400051', false],
    ]);
  });
});
