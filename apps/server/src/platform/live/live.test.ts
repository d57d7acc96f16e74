import type { EntityChanged } from '@vitrine/contracts/realtime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { earnDirectly, earningsCall, settlePayouts } from '../../test/earnings.ts';
import { bookedMeeting } from '../../test/meeting-room.ts';
import {
  createShopOrder,
  customerWithAddress,
  payInSandbox,
  shopWithProduct,
  vendorCall,
} from '../../test/orders.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import {
  connect,
  createSocket,
  listenOnRandomPort,
  type ClientSocket,
} from '../../test/realtime-client.ts';
import { employeeWith } from '../../test/staff.ts';
import { sendInvoice, stitchingCustomer, stitchingShop } from '../../test/stitching.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

const DAY_MS = 24 * 60 * 60_000;
let t: TestApp;
let baseUrl: string;
const sockets: ClientSocket[] = [];

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '100000',
    PAYMENT_RECONCILE_INTERVAL_MS: '0',
    PAYOUT_SCHEDULE_INTERVAL_MS: '0',
  });
  baseUrl = await listenOnRandomPort(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

/** A connected tab of the user, collecting the entity:changed events it hears. */
async function tabOf(user: { token: string }) {
  const heard: EntityChanged[] = [];
  const socket = createSocket(baseUrl, { token: user.token }, sockets);
  socket.on('entity:changed', (change) => heard.push(change));
  await connect(socket);
  return heard;
}

/** Waits until every tab heard that `entity` `id` changed. */
const hear = (tabs: Record<string, EntityChanged[]>, entity: string, id: string) =>
  waitFor(
    () =>
      Object.values(tabs).every((heard) => heard.some((c) => c.entity === entity && c.id === id))
        ? true
        : undefined,
    { what: `${entity} ${id} heard by ${Object.keys(tabs).join(', ')}` },
  );

/**
 * What a tab heard of `id` once every due outbox event has been handled. Each change is one emit
 * to its whole audience, so a tab outside it would have heard that emit with the audience's tabs.
 */
async function heardOf(heard: EntityChanged[], id: string) {
  await t.app.outbox.dispatcher.drain();
  return heard.filter((c) => c.id === id);
}

describe('entity:changed', () => {
  it("an order the shop packs reaches the customer's and the shop's open tabs, and nobody else's", async () => {
    const shop = await shopWithProduct(t.app);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer);
    await payInSandbox(t.app, customer, order.id);
    const customerTab = await tabOf(customer);
    const shopTab = await tabOf(shop.vendor);
    const strangerTab = await tabOf(await accountWithRoles(t.app, { customer: true }));

    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(200);

    await hear({ customer: customerTab, shop: shopTab }, 'order', order.id);
    expect(await heardOf(strangerTab, order.id)).toEqual([]);
  });

  it("a staff answer to a support request reaches the customer's tab and the support desk's, not other staff", async () => {
    const customer = await accountWithRoles(t.app, { customer: true });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/supports',
      headers: bearer(customer.token),
      payload: { subject: 'Where is my parcel?', category: 'order', description: 'It is late.' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const requestId = (created.json() as { id: string }).id;
    const agent = await employeeWith(t.app, ['support']);
    const customerTab = await tabOf(customer);
    const deskTab = await tabOf(await employeeWith(t.app, ['support']));
    const contentTab = await tabOf(await employeeWith(t.app, ['content']));

    const answered = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/supports/${requestId}/messages`,
      headers: bearer(agent.token),
      payload: { body: 'It left the warehouse today.' },
    });
    expect(answered.statusCode, answered.body).toBe(200);

    await hear({ customer: customerTab, desk: deskTab }, 'support-request', requestId);
    expect(await heardOf(contentTab, requestId)).toEqual([]);
  });

  it("a meeting the shop cancels reaches the booker's tab", async () => {
    const startsAt = new Date(Math.ceil((Date.now() + 3 * DAY_MS) / 1_800_000) * 1_800_000);
    const { meeting, customer, owner } = await bookedMeeting(t.app, startsAt.toISOString());
    const customerTab = await tabOf(customer);
    const shopTab = await tabOf(owner);

    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/vendor/bookings/${meeting.id}/cancel`,
      headers: bearer(owner.token),
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);

    await hear({ customer: customerTab, shop: shopTab }, 'booking', meeting.id);
  });

  it("a stitching invoice the shop sends reaches the customer's tab", async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const customerTab = await tabOf(customer);

    const invoice = await sendInvoice(t.app, shop, customer);

    await hear({ customer: customerTab }, 'stitching-invoice', invoice.id);
  });

  it("a payout reaches the shop's tab and the shops desk's as it is queued and paid, not the support desk's", async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, vendor.userId, { name: 'Zari House' });
    await earnDirectly(t.app, shopId, 500_000, new Date(Date.now() - 30 * DAY_MS));
    const account = await earningsCall(t.app, vendor, 'PUT', '/vendor/bank-account', {
      shopId,
      holderName: 'Zari House LLP',
      accountNumber: '123456781234',
      ifsc: 'hdfc0001234',
    });
    expect(account.statusCode, account.body).toBe(200);
    const shopTab = await tabOf(vendor);
    const shopsDeskTab = await tabOf(await employeeWith(t.app, ['shops']));
    const supportDeskTab = await tabOf(await employeeWith(t.app, ['support']));

    const requested = await earningsCall(t.app, vendor, 'POST', '/vendor/payouts', { shopId });
    expect(requested.statusCode, requested.body).toBe(201);
    const payoutId = (requested.json() as { id: string }).id;
    await hear({ shop: shopTab, shopsDesk: shopsDeskTab }, 'payout', payoutId);
    await settlePayouts(t.app, shopId);

    // Queued, then paid by the provider's webhook in a later transaction: heard again.
    await waitFor(() => (shopTab.filter((c) => c.id === payoutId).length >= 2 ? true : undefined), {
      what: 'the paid payout heard by the shop',
    });
    expect(await heardOf(supportDeskTab, payoutId)).toEqual([]);
  });
});
