import type { StitchingInvoiceDetail, StitchingInvoicePage } from '@vitrine/contracts/stitching';
import { afterAll, describe, expect, it } from 'vitest';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, newAccount, registerAccount } from '../test/accounts.ts';
import { createOwnedShop } from '../test/owned-shop.ts';
import { createTestApp } from '../test/test-app.ts';
import { seedDemoStitching } from './demo-stitching.ts';

const t = await createTestApp();
afterAll(() => t.close());

describe('seedDemoStitching', () => {
  it('gives the demo customer an unpaid invoice and a paid one with its stages, once', async () => {
    const db = t.app.database.db;
    const none = { customer: false, vendor: false, employee: false, admin: false };
    const customer = await registerAccount(t.app, newAccount({ email: 'demo@vitrine.local' }));
    await createUsersRepository(db).setRoles(customer.user.id, { ...none, customer: true });
    const vendor = await registerAccount(t.app, newAccount({ email: 'vendor@vitrine.local' }));
    await createUsersRepository(db).setRoles(vendor.user.id, { ...none, vendor: true });
    await createOwnedShop(t.app, vendor.user.id, { isStitcher: true, name: 'Demo Tailors' });

    expect(await seedDemoStitching(db)).toEqual({ added: 2 });
    expect(await seedDemoStitching(db)).toEqual({ added: 0 });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url: `/api/v1${url}`, headers: bearer(customer.token) });
    const list = (await get('/stitching-service-invoices')).json() as StitchingInvoicePage;
    expect(list.items.map((i) => [i.number, i.paymentStatus, i.shopName])).toEqual([
      ['VS-DEMO0001', 'unpaid', 'Demo Tailors'],
      ['VS-DEMO0002', 'paid', 'Demo Tailors'],
    ]);
    const paid = (
      await get(`/stitching-service-invoices/${list.items[1]!.id}`)
    ).json() as StitchingInvoiceDetail;
    expect(paid.timeline.map((e) => e.stage ?? e.kind)).toEqual([
      'sent',
      'approved',
      'paid',
      'measurements_confirmed',
      'cutting',
      'trial',
    ]);
    // The demo vendor can carry on from the console: the next stage is legal.
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/v1/vendor/stitching-service-invoices/${paid.id}`,
      headers: bearer(vendor.token),
      payload: { action: 'stage', stage: 'alteration' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
  });
});
