import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { accountWithRoles } from '../../test/accounts.ts';
import {
  createShopOrder,
  customerCall,
  customerWithAddress,
  listCarriers,
  payInSandbox,
  shopWithProduct,
  vendorCall,
} from '../../test/orders.ts';
import { startShiprocketStandIn, type ShiprocketStandIn } from '../../test/shiprocket-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { CarrierUnavailableError, type ParcelBooking } from './carrier.ts';
import { createShiprocketCarrier } from './shiprocket-carrier.ts';

let standIn: ShiprocketStandIn;
beforeAll(async () => {
  standIn = await startShiprocketStandIn();
});
afterAll(() => standIn.close());

const booking: ParcelBooking = {
  orderNumber: 'VO-TEST0001',
  orderDate: new Date('2026-11-24T08:30:00.000Z'),
  customer: { name: 'Asha Rao', email: 'asha@example.test' },
  address: {
    name: 'Asha Rao',
    phone: '+919876543210',
    line1: '12 MG Road',
    line2: null,
    city: 'Bengaluru',
    state: 'Karnataka',
    postalCode: '560001',
    country: 'IN',
  },
  items: [{ title: 'Banarasi saree', sku: 'p-1', quantity: 2, unitPriceMinor: 100_000 }],
  subtotalMinor: 200_000,
  currency: 'INR',
};

const carrier = () =>
  createShiprocketCarrier({
    apiUrl: standIn.url,
    ...standIn.credentials,
    pickupLocation: 'Jaipur studio',
  });

describe('the Shiprocket carrier', () => {
  it('books a pickup: signs in once, creates the adhoc order, and answers the AWB', async () => {
    const shiprocket = carrier();
    const before = standIn.requests.length;
    const { trackingNumber } = await shiprocket.book!(booking);
    expect(trackingNumber).toMatch(/^19041\d{6}$/);
    const sent = standIn.orders.at(-1)!.body;
    expect(sent).toMatchObject({
      order_id: 'VO-TEST0001',
      order_date: '2026-11-24 14:00',
      pickup_location: 'Jaipur studio',
      billing_customer_name: 'Asha',
      billing_last_name: 'Rao',
      billing_pincode: '560001',
      billing_country: 'India',
      billing_phone: '9876543210',
      payment_method: 'Prepaid',
      sub_total: 2000,
      order_items: [{ name: 'Banarasi saree', sku: 'p-1', units: 2, selling_price: 1000 }],
    });
    expect(standIn.requests.slice(before).map((r) => r.path)).toEqual([
      '/v1/external/auth/login',
      '/v1/external/orders/create/adhoc',
      '/v1/external/courier/assign/awb',
    ]);
  });

  it("tracks by AWB: India's times, oldest first, in the sandbox's codes", async () => {
    const shiprocket = carrier();
    const { trackingNumber } = await shiprocket.book!(booking);
    const shippedAt = new Date();
    expect(await shiprocket.track({ trackingNumber, shippedAt })).toEqual([]);
    standIn.scan(trackingNumber, {
      date: '2026-11-24 16:05:00',
      label: 'PICKED UP',
      srStatus: '42',
      activity: 'Shipment picked up',
      location: 'Jaipur',
    });
    standIn.scan(trackingNumber, {
      date: '2026-11-25 09:40:00',
      label: 'OUT FOR DELIVERY',
      srStatus: '17',
      activity: 'Out for delivery',
      location: 'Bengaluru',
    });
    expect(await shiprocket.track({ trackingNumber, shippedAt })).toEqual([
      {
        code: 'picked_up',
        description: 'Shipment picked up',
        location: 'Jaipur',
        at: new Date('2026-11-24T10:35:00.000Z'),
      },
      {
        code: 'out_for_delivery',
        description: 'Out for delivery',
        location: 'Bengaluru',
        at: new Date('2026-11-25T04:10:00.000Z'),
      },
    ]);
  });

  it('signs in again once when its token has expired', async () => {
    const shiprocket = carrier();
    const { trackingNumber } = await shiprocket.book!(booking);
    standIn.expireTokens();
    const before = standIn.requests.length;
    await shiprocket.track({ trackingNumber, shippedAt: new Date() });
    expect(standIn.requests.slice(before).map((r) => [r.path, r.authorised])).toEqual([
      [`/v1/external/courier/track/awb/${trackingNumber}`, false],
      ['/v1/external/auth/login', false],
      [`/v1/external/courier/track/awb/${trackingNumber}`, true],
    ]);
  });

  it('reports a failing API or wrong credentials as the carrier being unavailable', async () => {
    const shiprocket = carrier();
    await shiprocket.book!(booking);
    standIn.failNext(1);
    await expect(shiprocket.book!(booking)).rejects.toBeInstanceOf(CarrierUnavailableError);
    const wrong = createShiprocketCarrier({
      apiUrl: standIn.url,
      email: standIn.credentials.email,
      password: 'not-it',
      pickupLocation: 'Primary',
    });
    await expect(wrong.track({ trackingNumber: 'X1', shippedAt: new Date() })).rejects.toThrow(
      /Shiprocket: sign-in refused/,
    );
    const nobody = createShiprocketCarrier({
      apiUrl: 'http://127.0.0.1:9',
      ...standIn.credentials,
      pickupLocation: 'Primary',
    });
    await expect(nobody.book!(booking)).rejects.toBeInstanceOf(CarrierUnavailableError);
  });
});

describe('choosing the carrier by configuration', () => {
  const base = { NODE_ENV: 'test', AUTH_SECRET: 'x'.repeat(40), DATABASE_URL: 'memory://' };
  it('keeps the sandbox by default and wants both Shiprocket values for Shiprocket', () => {
    expect(loadConfig(base).carriers).toEqual({ default: 'sandbox', shiprocket: undefined });
    expect(() => loadConfig({ ...base, CARRIER: 'shiprocket' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, SHIPROCKET_EMAIL: 'a@b.test' })).toThrow(
      /SHIPROCKET_PASSWORD: required/,
    );
    expect(
      loadConfig({
        ...base,
        CARRIER: 'shiprocket',
        SHIPROCKET_EMAIL: 'a@b.test',
        SHIPROCKET_PASSWORD: 'pw',
      }).carriers,
    ).toEqual({
      default: 'shiprocket',
      shiprocket: {
        email: 'a@b.test',
        password: 'pw',
        pickupLocation: 'Primary',
        apiUrl: 'https://apiv2.shiprocket.in',
      },
    });
  });
});

describe('shipping an order with Shiprocket (CARRIER=shiprocket)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      AUTH_RATE_LIMIT_MAX: '100000',
      PAYMENT_RECONCILE_INTERVAL_MS: '0',
      CARRIER: 'shiprocket',
      SHIPROCKET_EMAIL: standIn.credentials.email,
      SHIPROCKET_PASSWORD: standIn.credentials.password,
      SHIPROCKET_API_URL: standIn.url,
    });
  });
  afterAll(() => t?.close());

  async function packedOrder() {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const order = await createShopOrder(t.app, shop, customer, 1);
    await payInSandbox(t.app, customer, order.id);
    expect((await vendorCall(t.app, shop.vendor, `/${order.id}/pack`)).statusCode).toBe(200);
    return { shop, customer, order };
  }

  it('lists the sandbox and Shiprocket (booking its pickups, the default) to a vendor only', async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const listed = await listCarriers(t.app, vendor);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toEqual({
      carriers: [
        { name: 'sandbox', label: 'Sandbox courier', booksPickup: false },
        { name: 'shiprocket', label: 'Shiprocket', booksPickup: true },
      ],
      default: 'shiprocket',
    });
    const customer = await accountWithRoles(t.app, { customer: true });
    const refused = await listCarriers(t.app, customer);
    expect(refused.statusCode).toBe(403);
  });

  it("books the pickup, keeps the AWB, and shows the courier's scans to the customer", async () => {
    const { shop, customer, order } = await packedOrder();
    const shipped = await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, {});
    expect(shipped.statusCode, shipped.body).toBe(200);
    const shipment = (
      shipped.json() as { shipments: { id: string; carrier: string; trackingNumber: string }[] }
    ).shipments[0]!;
    expect(shipment.carrier).toBe('shiprocket');
    expect(standIn.orders.at(-1)!.awb).toBe(shipment.trackingNumber);
    expect(standIn.orders.at(-1)!.body).toMatchObject({
      order_id: order.number,
      billing_city: 'Bengaluru',
    });

    standIn.scan(shipment.trackingNumber, {
      date: '2026-11-24 16:05:00',
      label: 'PICKED UP',
      srStatus: '42',
      activity: 'Shipment picked up',
      location: 'Jaipur',
    });
    standIn.scan(shipment.trackingNumber, {
      date: '2026-11-26 12:00:00',
      label: 'DELIVERED',
      srStatus: '7',
      activity: 'Delivered to consignee',
      location: 'Bengaluru',
    });
    const trackUrl = `/user/orders/${order.id}/shipments/${shipment.id}/track`;
    const tracked = await customerCall(t.app, customer, 'GET', trackUrl);
    expect(tracked.statusCode, tracked.body).toBe(200);
    expect(tracked.json()).toMatchObject({
      carrier: 'shiprocket',
      delivered: true,
      events: [
        { code: 'picked_up', location: 'Jaipur', at: '2026-11-24T10:35:00.000Z' },
        { code: 'delivered', description: 'Delivered to consignee' },
      ],
    });

    // The courier's API is down: the page keeps the events it has.
    standIn.failNext(1);
    const again = await customerCall(t.app, customer, 'GET', trackUrl);
    expect(again.statusCode).toBe(200);
    expect(again.json().events).toHaveLength(2);
  });

  it('answers 503 naming the carrier when the booking fails, and the order stays packed', async () => {
    const { shop, customer, order } = await packedOrder();
    standIn.failNext(1);
    const refused = await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, {});
    expect(refused.statusCode).toBe(503);
    expect(refused.json().error.message).toMatch(/^carrier: shiprocket could not book/);
    const detail = await customerCall(t.app, customer, 'GET', `/user/orders/${order.id}`);
    expect(detail.json().status).toBe('packed');
    // A number the shop was given still ships it, with the sandbox courier named.
    const typed = await vendorCall(t.app, shop.vendor, `/${order.id}/ship`, {
      carrier: 'sandbox',
      trackingNumber: 'SBX-55501',
    });
    expect(typed.statusCode, typed.body).toBe(200);
  });

  it('does not book for an order that cannot ship, and the sandbox needs a typed number', async () => {
    const shop = await shopWithProduct(t.app, 5);
    const customer = await customerWithAddress(t.app);
    const unpaid = await createShopOrder(t.app, shop, customer, 1);
    const booked = standIn.orders.length;
    const early = await vendorCall(t.app, shop.vendor, `/${unpaid.id}/ship`, {});
    expect(early.statusCode).toBe(409);
    expect(standIn.orders).toHaveLength(booked);
    const { shop: other, order } = await packedOrder();
    const sandbox = await vendorCall(t.app, other.vendor, `/${order.id}/ship`, {
      carrier: 'sandbox',
    });
    expect(sandbox.statusCode).toBe(400);
    expect(sandbox.json().error.message).toMatch(/^trackingNumber/);
  });
});
