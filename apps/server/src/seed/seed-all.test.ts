import { ORDER_TRANSITIONS, type OrderStatus } from '@vitrine/contracts/orders';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARRIER_STEPS } from '../modules/orders/index.ts';
import { rawRows } from '../platform/db/raw-rows.ts';
import { accountWithRoles, bearer, signIn } from '../test/accounts.ts';
import { demoDatabase } from '../test/demo-database.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { DEMO_SHOP_CODE } from './demo-checkout.ts';
import { DEMO_PASSWORD } from './demo-data.ts';
import { DEMO_TRUNK_SHOWS } from './demo-trunk-shows.ts';
import { DEMO_APPLICANT_EMAIL } from './shop-application.ts';
import { DEMO_VENDOR_EMAIL } from './shop-owners.ts';

// The server as `npm start` runs it (demo data on), on one database that lives on between its
// starts (PGlite in a data folder, or a PostgreSQL database): after the first start, which
// seeded it (demo-database.ts), started here, and then restarted.
const demo = await demoDatabase();
const env = { ...demo.env, AUTH_RATE_LIMIT_MAX: '1000' };

let t: TestApp;
/** The demo applicant's shop, approved by the demo admin between the two starts. */
let approvedShopId: string;
/** The demo vendor's product the seed archived, shown to shoppers again by the vendor. */
let restoredProductId: string;
let demoVendorShopId: string;
let borrowedLogoUrl: string;
let borrowedLogo: string;

const tokenOf = async (email: string) => {
  const res = await signIn(t.app, { email, password: DEMO_PASSWORD });
  expect(res.statusCode, email).toBe(200);
  return res.json().token as string;
};

const call = async (method: 'GET' | 'POST' | 'DELETE', url: string, token?: string) =>
  t.app.inject({ method, url: `/api/v1${url}`, headers: token ? bearer(token) : {} });

const week = (days: number) => {
  const from = new Date(Date.now() + 60 * 60_000);
  return `from=${from.toISOString()}&to=${new Date(from.getTime() + days * 86_400_000).toISOString()}`;
};

beforeAll(async () => {
  // A start on the database the first start seeded.
  t = await createTestApp(env);
}, 300_000);

afterAll(async () => {
  await t?.close();
  await demo.drop();
});

/** Rows of the started app's database. */
const rows = <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
  rawRows<T>(t.app.database.db, query);

describe('the demo data, as the product itself would have made it', () => {
  it('sends the demo customer’s orders to the default address of their address book', async () => {
    const book = await rows<{ id: string; isDefault: boolean }>(
      sql`select a.id::text, a.is_default as "isDefault" from user_address a
        join "user" u on u.id = a.user_id where u.email = 'demo@vitrine.local'`,
    );
    expect(book).toHaveLength(2);
    const shipped = await rows<{ addressId: string }>(
      sql`select distinct o.address->>'id' as "addressId" from shop_order o
        join "user" u on u.id = o.customer_id
        where u.email = 'demo@vitrine.local' and o.address is not null`,
    );
    expect(shipped).toEqual([{ addressId: book.find((a) => a.isDefault)!.id }]);
  });

  it('has no product twice in one shop', async () => {
    const twice = await rows<{ shop: string; title: string; prices: number[] }>(
      sql`select s.name as shop, p.title, array_agg(p.price_minor order by p.price_minor) as prices
        from product p join shop s on s.id = p.shop_id
        group by s.name, p.title having count(*) > 1 order by s.name, p.title`,
    );
    expect(twice).toEqual([]);
  });

  it('says credits were added only where the ledger added them, from a paid plan', async () => {
    const notices = await rows<{
      body: string;
      sourceKey: string | null;
      planName: string | null;
      credits: number | null;
      status: string | null;
      entries: number;
    }>(
      sql`select n.body, n.source_key as "sourceKey", o.plan_name as "planName", o.credits,
          o.status, (select count(*)::int from credit_ledger_entry e
            where e.user_id = r.user_id and e.kind = 'purchase' and e.delta = o.credits
              and e.reference_type = 'payment_order' and e.reference_id = o.id::text) as entries
        from notification n join notification_recipient r on r.notification_id = n.id
        left join payment_order o on n.source_key = 'payment:' || o.id::text
          and o.user_id = r.user_id and o.purpose = 'credit_plan'
        where n.title = 'Credits added' or n.link = '/user/credits'`,
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice, notice.body).toMatchObject({ status: 'paid', entries: 1 });
      expect(notice.body).toBe(
        `${notice.credits} credits from the ${notice.planName} plan are in your account.`,
      );
    }
  });

  it('keeps every credit balance equal to its ledger, each purchase from a paid plan', async () => {
    const off = await rows<{ userId: string; balance: number; ledger: number }>(
      sql`select a.user_id as "userId", a.balance, coalesce(sum(e.delta), 0)::int as ledger
        from credit_account a left join credit_ledger_entry e on e.user_id = a.user_id
        group by a.user_id, a.balance having a.balance <> coalesce(sum(e.delta), 0)`,
    );
    expect(off).toEqual([]);
    const unpaid = await rows<{ id: string }>(
      sql`select e.id::text from credit_ledger_entry e where e.kind = 'purchase' and not exists (
          select 1 from payment_order o where o.id::text = e.reference_id and o.status = 'paid'
            and o.user_id = e.user_id and o.credits = e.delta)`,
    );
    expect(unpaid).toEqual([]);
  });

  it('runs every ledger in time order, each balance following from the one before', async () => {
    const entries = await rows<{ userId: string; delta: number; balanceAfter: number }>(
      sql`select user_id as "userId", delta, balance_after as "balanceAfter"
        from credit_ledger_entry order by user_id, created_at, id`,
    );
    expect(entries.length).toBeGreaterThan(0);
    const last = new Map<string, number>();
    for (const entry of entries) {
      expect(entry.balanceAfter, entry.userId).toBe((last.get(entry.userId) ?? 0) + entry.delta);
      last.set(entry.userId, entry.balanceAfter);
    }
  });

  it('has every meeting paid its credits when booked, and refunded only when cancelled', async () => {
    const meetings = await rows<{
      status: string;
      creditsUsed: number;
      paid: number;
      refunded: number;
      bookedAt: string;
      paidAt: string | null;
    }>(
      sql`select b.status, b.credits_used as "creditsUsed",
          coalesce((select -sum(e.delta) from credit_ledger_entry e where e.kind = 'meeting_debit'
            and e.reference_type = 'booking' and e.reference_id = b.id::text), 0)::int as paid,
          coalesce((select sum(e.delta) from credit_ledger_entry e where e.kind = 'refund'
            and e.reference_type = 'booking' and e.reference_id = b.id::text), 0)::int as refunded,
          b.created_at::text as "bookedAt",
          (select min(e.created_at)::text from credit_ledger_entry e where e.id = b.debit_entry_id) as "paidAt"
        from booking b`,
    );
    expect(meetings.length).toBeGreaterThan(0);
    for (const meeting of meetings) {
      expect(meeting, meeting.status).toMatchObject({ creditsUsed: 30, paid: 30 });
      expect(meeting.paidAt).toBe(meeting.bookedAt);
      expect(meeting.refunded, meeting.status).toBe(
        meeting.status.startsWith('cancelled') ? 30 : 0,
      );
    }
  });

  it('tells of a chat message only to its recipient, linking its conversation', async () => {
    const notices = await rows<{ link: string; group: string | null; member: boolean }>(
      sql`select n.link, m.group_id::text as "group",
          exists (select 1 from chat_group_member g where g.group_id = m.group_id
            and g.user_id = r.user_id and g.user_id <> m.sender_id) as member
        from notification n join notification_recipient r on r.notification_id = n.id
        left join chat_message m on n.source_key = 'chat:' || m.id::text || ':' || r.user_id
        where n.title like 'New message from %'`,
    );
    expect(notices.length).toBeGreaterThan(0);
    for (const notice of notices) {
      expect(notice.member, notice.link).toBe(true);
      expect(notice.link).toMatch(new RegExp(`\\?group=${notice.group}$`));
    }
  });

  it('moves every order only as the order states allow, in time order', async () => {
    const events = await rows<{
      number: string;
      from: OrderStatus | null;
      to: OrderStatus;
      at: string;
    }>(
      sql`select o.number, e.from_status as "from", e.to_status as "to", e.at::text as at
        from order_event e join shop_order o on o.id = e.order_id order by o.number, e.at, e.id`,
    );
    expect(events.length).toBeGreaterThan(0);
    const byOrder = new Map<string, typeof events>();
    for (const event of events)
      byOrder.set(event.number, [...(byOrder.get(event.number) ?? []), event]);
    for (const [number, path] of byOrder) {
      expect(path[0], number).toMatchObject({ from: null, to: 'awaiting_payment' });
      for (const [i, step] of path.entries()) {
        if (i === 0) continue;
        expect(step.from, `${number} step ${i}`).toBe(path[i - 1]!.to);
        expect(
          ORDER_TRANSITIONS[step.from!][step.to],
          `${number}: ${step.from} → ${step.to}`,
        ).toBeDefined();
      }
    }
  });

  it('tracks every parcel in the courier’s order, after it was shipped and before it was delivered', async () => {
    const parcels = await rows<{
      number: string;
      codes: string[];
      times: string[];
      shippedAt: string;
      deliveredAt: string | null;
    }>(
      sql`select o.number, array_agg(e.code order by e.at, e.id) as codes,
          array_agg(e.at::text order by e.at, e.id) as times,
          (select min(v.at)::text from order_event v where v.order_id = o.id and v.to_status = 'shipped') as "shippedAt",
          (select min(v.at)::text from order_event v where v.order_id = o.id and v.to_status = 'delivered') as "deliveredAt"
        from shipment_event e join shipment s on s.id = e.shipment_id join shop_order o on o.id = s.order_id
        group by o.id, o.number order by o.number`,
    );
    expect(parcels.length).toBeGreaterThan(0);
    const step = (code: string) => SANDBOX_CARRIER_STEPS.findIndex((s) => s.code === code);
    for (const parcel of parcels) {
      const steps = parcel.codes.map(step);
      expect(steps, parcel.number).toEqual([...steps].sort((a, b) => a - b));
      expect(parcel.shippedAt, parcel.number).not.toBeNull();
      const first = Date.parse(parcel.times[0]!);
      const last = Date.parse(parcel.times.at(-1)!);
      expect(first, `${parcel.number}: tracked before it was shipped`).toBeGreaterThanOrEqual(
        Date.parse(parcel.shippedAt),
      );
      if (parcel.deliveredAt) {
        expect(parcel.codes.at(-1), `${parcel.number}: delivered without the courier`).toBe(
          'delivered',
        );
        expect(
          last,
          `${parcel.number}: "${parcel.codes.at(-1)}" after it was delivered`,
        ).toBeLessThanOrEqual(Date.parse(parcel.deliveredAt));
      }
    }
  });
});

describe('checking out the demo data', () => {
  it('has sizes, a made-to-order piece, low stock and a platform and a shop code that apply', async () => {
    const variants = await rows<{ stockKind: string; stock: number; leadTimeDays: number | null }>(
      sql`select stock_kind as "stockKind", stock, lead_time_days as "leadTimeDays"
        from product_variant where archived_at is null order by stock_kind, stock`,
    );
    expect(variants.length).toBeGreaterThanOrEqual(6);
    expect(variants).toContainEqual({ stockKind: 'made_to_order', stock: 0, leadTimeDays: 14 });
    expect(variants).toContainEqual({ stockKind: 'in_stock', stock: 2, leadTimeDays: null });

    // A newcomer buys the demo vendor's sized piece (M) and the other shop's low-stock piece.
    const [sized] = await rows<{ productId: string; variantId: string; shopId: string }>(
      sql`select v.product_id::text as "productId", v.id::text as "variantId",
          p.shop_id::text as "shopId"
        from product_variant v join product p on p.id = v.product_id
        where v.size = 'M' and v.colour = 'Indigo' and v.archived_at is null`,
    );
    const [low] = await rows<{ id: string }>(
      sql`select p.id::text as id from product p
        where p.stock = 2 and p.archived_at is null and p.shop_id <> ${sized!.shopId}::uuid
          and not exists (select 1 from product_variant v where v.product_id = p.id)
        order by p.updated_at desc limit 1`,
    );
    const { token } = await accountWithRoles(t.app, { customer: true });
    for (const line of [
      { productId: sized!.productId, variantId: sized!.variantId, quantity: 2 },
      { productId: low!.id },
    ]) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/cart/lines',
        headers: bearer(token),
        payload: line,
      });
      expect(added.statusCode, added.body).toBe(200);
    }
    const cart = (await call('GET', '/user/cart', token)).json() as {
      shops: { lines: { warnings: { kind: string }[] }[] }[];
    };
    expect(cart.shops[1]!.lines[0]!.warnings.map((w) => w.kind)).toEqual(['low_stock']);

    // Each code applies to this cart (together, the larger discount would win both shops).
    for (const code of [DEMO_SHOP_CODE, 'EID10']) {
      const quote = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/checkout/quote',
        headers: bearer(token),
        payload: { codes: [code] },
      });
      expect(quote.statusCode, quote.body).toBe(200);
      const [result] = (quote.json() as { codes: { code: string; applies: boolean }[] }).codes;
      expect(result, quote.body).toMatchObject({ code, applies: true });
    }

    // Both are on the offers page.
    const offers = (await call('GET', '/offers?limit=100')).json() as {
      items: { code: string | null }[];
    };
    const listed = offers.items.map((o) => o.code);
    expect(listed).toEqual(expect.arrayContaining([DEMO_SHOP_CODE, 'EID10']));
  });
});

describe('the demo trunk shows', () => {
  it('lists the demo vendor’s upcoming shows on its page, with their end jobs, and sells a seat', async () => {
    const [owned] = await rows<{ shopId: string }>(
      sql`select m.shop_id::text as "shopId" from shop_member m join "user" u on u.id = m.user_id
        where u.email = ${DEMO_VENDOR_EMAIL} and m.role = 'owner'`,
    );
    const listed = await call('GET', `/shops/${owned!.shopId}/trunk-shows`);
    expect(listed.statusCode, listed.body).toBe(200);
    const { items } = listed.json() as {
      items: { id: string; title: string; startsAt: string; endsAt: string; seatsLeft: number }[];
    };
    expect(items.map((show) => [show.title, show.seatsLeft])).toEqual(
      DEMO_TRUNK_SHOWS.map((show) => [show.title, show.capacity]),
    );
    for (const show of items) expect(Date.parse(show.startsAt)).toBeGreaterThan(Date.now());
    // Each has its end-of-show job, as a show the shop opened would.
    const jobs = await rows<{ id: string; runAt: Date | string }>(
      sql`select payload->>'trunkShowId' as id, run_at as "runAt" from outbox_event
        where type = 'trunk-show:ended' order by run_at`,
    );
    expect(jobs.map((job) => [job.id, new Date(job.runAt).toISOString()])).toEqual(
      items.map((show) => [show.id, show.endsAt]),
    );

    // The demo customer books a seat at the first with her credits.
    const token = await tokenOf('demo@vitrine.local');
    const booked = await call('POST', `/user/trunk-shows/${items[0]!.id}/seats`, token);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'booked',
      creditsUsed: DEMO_TRUNK_SHOWS[0].creditsPerSeat,
    });
    const after = (await call('GET', `/shops/${owned!.shopId}/trunk-shows`)).json() as {
      items: { seatsLeft: number }[];
    };
    expect(after.items[0]!.seatsLeft).toBe(DEMO_TRUNK_SHOWS[0].capacity - 1);
  });
});

describe('a restart with demo data on', () => {
  // What people do with the demo data, then the restart.
  beforeAll(async () => {
    // What people do before the next restart: the demo admin approves the demo applicant's shop
    // (which has said nothing about meeting hours), the demo vendor shows their archived product
    // again, and the demo customer clears their address book.
    const admin = await tokenOf('admin@vitrine.local');
    const [application] = (await call('GET', '/admin/shops/applications', admin)).json().items;
    const approved = await call('POST', `/admin/shops/${application.id}/approve`, admin);
    expect(approved.statusCode, approved.body).toBe(200);
    approvedShopId = approved.json().shopId;
    // The demo application borrows the first demo shop's drawn logo.
    borrowedLogoUrl = (await call('GET', `/vendor/fetch-shop?id=${approvedShopId}`)).json().logoUrl;
    borrowedLogo = (await t.app.inject({ method: 'GET', url: borrowedLogoUrl })).body;
    expect(borrowedLogo).toContain('<svg');

    const vendor = await tokenOf(DEMO_VENDOR_EMAIL);
    const [shop] = (await call('GET', '/vendor/my-shops', vendor)).json().items;
    demoVendorShopId = shop.id;
    const archived = await call(
      'GET',
      `/vendor/products?shopId=${demoVendorShopId}&status=archived`,
      vendor,
    );
    restoredProductId = archived.json().items[0].id;
    const restored = await call('POST', `/vendor/products/${restoredProductId}/restore`, vendor);
    expect(restored.statusCode, restored.body).toBe(200);

    const customer = await tokenOf('demo@vitrine.local');
    const addresses = (await call('GET', '/user/address', customer)).json().items as {
      id: string;
    }[];
    expect(addresses.length).toBeGreaterThan(0);
    for (const address of addresses) {
      expect((await call('DELETE', `/user/address/${address.id}`, customer)).statusCode).toBe(204);
    }

    // The restart.
    await t.close();
    t = await createTestApp(env);
  }, 300_000);

  it('gives no hours to a shop approved without them', async () => {
    const owner = await tokenOf(DEMO_APPLICANT_EMAIL);
    const availability = await call('GET', `/vendor/${approvedShopId}/availability`, owner);
    expect(availability.statusCode, availability.body).toBe(200);
    expect(Object.values(availability.json().weeklyHours).flat()).toEqual([]);
    expect(availability.json().exceptions).toEqual([]);
  });

  it('leaves the demo vendor’s restored product on sale', async () => {
    const product = await call('GET', `/products/${restoredProductId}`);
    expect(product.statusCode, product.body).toBe(200);
  });

  it('leaves the demo customer’s emptied address book empty', async () => {
    const customer = await tokenOf('demo@vitrine.local');
    expect((await call('GET', '/user/address', customer)).json().items).toEqual([]);
  });

  it('leaves the demo pictures as they were drawn, even one a new shop shows too', async () => {
    const logo = await t.app.inject({ method: 'GET', url: borrowedLogoUrl });
    expect(logo.statusCode).toBe(200);
    expect(logo.body).toBe(borrowedLogo);
  });

  it('keeps the demo data itself: the demo vendor’s shop still takes meetings', async () => {
    const slots = await call('GET', `/vendor/${demoVendorShopId}/slots?${week(7)}`);
    expect(slots.statusCode, slots.body).toBe(200);
    expect(slots.json().items.length).toBeGreaterThan(0);
  });
});

describe('a shop without meeting hours', () => {
  it('says on its page that it takes no video meetings yet', async () => {
    const shop = await call('GET', `/vendor/fetch-shop?id=${approvedShopId}`);
    expect(shop.json()).toMatchObject({ name: 'Anita Handlooms', takesMeetings: false });
    const demoShop = await call('GET', `/vendor/fetch-shop?id=${demoVendorShopId}`);
    expect(demoShop.json().takesMeetings).toBe(true);
  });

  it('answers a request for its slots with a 409 that says why', async () => {
    const slots = await call('GET', `/vendor/${approvedShopId}/slots?${week(7)}`);
    expect(slots.statusCode, slots.body.slice(0, 200)).toBe(409);
    expect(slots.json().error).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringMatching(/has not set its meeting hours/),
      details: [{ field: 'id', message: expect.stringMatching(/meeting hours/) }],
    });
  });

  it('refuses a booking with a 409 naming the shop', async () => {
    const customer = await tokenOf('demo@vitrine.local');
    const startsAt = new Date(Date.now() + 3 * 86_400_000);
    startsAt.setUTCHours(5, 30, 0, 0);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/booking',
      headers: bearer(customer),
      payload: { shopId: approvedShopId, startsAt: startsAt.toISOString() },
    });
    expect(booking.statusCode, booking.body).toBe(409);
    expect(booking.json().error).toMatchObject({
      code: 'CONFLICT',
      details: [{ field: 'shopId', message: expect.stringMatching(/meeting hours/) }],
    });
  });
});
