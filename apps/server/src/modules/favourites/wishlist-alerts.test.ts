import type { Notification, NotificationPage } from '@vitrine/contracts/notifications';
import type { OwnerProduct } from '@vitrine/contracts/shop-catalogue';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { accountWithRoles, bearer, registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { anyCategorySlug } from '../../test/ownership-fixtures.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { seedSmallCatalogue } from '../catalogue/testing.ts';
import { notifyWishlist } from '../notifications/index.ts';
import { createStockReservations } from '../products/index.ts';

// Monday 3 March 2031, 10:00 in Kolkata (the shops' zone): today's slots are the afternoon's.
const NOW = new Date('2031-03-03T04:30:00Z');
const TODAY = '2031-03-03';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
type Account = { token: string; userId: string; email?: string };
let owner: Account;
let shopId: string;
let category: string;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp(
    { SMTP_URL: inbox.url, AUTH_RATE_LIMIT_MAX: '10000', OUTBOX_POLL_INTERVAL_MS: '50' },
    { availability: { clock: () => NOW } },
  );
  await seedSmallCatalogue(t.app, 1);
  owner = await accountWithRoles(t.app, { vendor: true });
  shopId = await createOwnedShop(t.app, owner.userId, { name: 'Leheriya House' });
  category = await anyCategorySlug(t.app);
}, 60_000);
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const send = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH',
  url: string,
  who: Account,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(who.token),
    ...(payload ? { payload } : {}),
  });

const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });

/** A shopper who signed up (their mail is known, for the inbox). */
async function customer(): Promise<Account> {
  const account = await registerAccount(t.app);
  return { token: account.token, userId: account.user.id, email: account.email };
}

async function createProduct(values: { title: string; price: number; stock: number }) {
  const res = await send('POST', '/vendor/products', owner, {
    shopId,
    title: values.title,
    price: inr(values.price),
    categorySlug: category,
    stock: values.stock,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as OwnerProduct;
}

async function favouriteProduct(who: Account, productId: string) {
  const res = await send('POST', '/user/favourite-products', who, { productId });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

async function favouriteShop(who: Account, id = shopId) {
  const res = await send('POST', '/user/favourite-shops', who, { shopId: id });
  expect(res.statusCode, res.body).toBeLessThan(300);
}

/** Every outbox event has been handled (the alerts are written by handlers). */
const settled = () =>
  waitFor(
    async () => {
      const due = await t.app.database.db.execute(
        sql`select count(*)::int as n from outbox_event where status = 'pending'`,
      );
      return (due as unknown as { rows: { n: number }[] }).rows[0]!.n === 0 ? true : undefined;
    },
    { what: 'the outbox events to be handled' },
  );

async function wishlistOf(who: Account): Promise<Notification[]> {
  await settled();
  const res = await send('GET', '/notifications?limit=50', who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as NotificationPage).items.filter((n) => n.kind === 'wishlist');
}

const mailsTo = (who: Account, subject: string) =>
  inbox.received.filter((m) => m.to.includes(who.email!) && m.raw.includes(`Subject: ${subject}`));

describe('wishlist alerts for a favourited product', () => {
  it('tells each favouriter of a price drop, in the centre and by mail when its mail is on', async () => {
    const product = await createProduct({ title: 'Indigo kurta', price: 250000, stock: 3 });
    const [keen, quiet, stranger] = [await customer(), await customer(), await customer()];
    await favouriteProduct(keen, product.id);
    await favouriteProduct(quiet, product.id);
    const prefs = await send('GET', '/notifications/preferences', quiet);
    const off = await send('PUT', '/notifications/preferences', quiet, {
      ...prefs.json(),
      mail: { ...prefs.json().mail, wishlist: false },
    });
    expect(off.statusCode, off.body).toBe(200);

    const cheaper = await send('PATCH', `/vendor/products/${product.id}`, owner, {
      price: inr(199900),
    });
    expect(cheaper.statusCode, cheaper.body).toBe(200);

    for (const who of [keen, quiet]) {
      expect(await wishlistOf(who)).toMatchObject([
        {
          title: 'Price drop: Indigo kurta',
          body: expect.stringContaining('Leheriya House'),
          link: `/product/${product.id}`,
        },
      ]);
    }
    expect(await wishlistOf(stranger)).toEqual([]);
    const [mail] = await waitFor(() => {
      const found = mailsTo(keen, 'Price drop: Indigo kurta');
      return found.length > 0 ? found : undefined;
    });
    expect(mail!.body).toContain('1,999');
    expect(mail!.body).toContain('your favourite products and shops');
    await settled();
    expect(mailsTo(quiet, 'Price drop: Indigo kurta')).toHaveLength(0);

    // A higher price, or a change of something else, tells no one.
    await send('PATCH', `/vendor/products/${product.id}`, owner, { price: inr(210000) });
    await send('PATCH', `/vendor/products/${product.id}`, owner, { title: 'Indigo kurta, long' });
    expect(await wishlistOf(keen)).toHaveLength(1);
  });

  it('tells them when a product with no units left is back in stock, and not for a restock', async () => {
    const product = await createProduct({ title: 'Mirror-work clutch', price: 90000, stock: 0 });
    const fan = await customer();
    await favouriteProduct(fan, product.id);

    await send('PATCH', `/vendor/products/${product.id}`, owner, { stock: 2 });
    expect((await wishlistOf(fan)).map((n) => n.title)).toEqual([
      'Back in stock: Mirror-work clutch',
    ]);
    // From 2 to 5 is not "back".
    await send('PATCH', `/vendor/products/${product.id}`, owner, { stock: 5 });
    expect(await wishlistOf(fan)).toHaveLength(1);
  });

  it("tells them of a variant's lower price and of units back on its shelf", async () => {
    const product = await createProduct({ title: 'Bandhani saree', price: 500000, stock: 0 });
    const fan = await customer();
    await favouriteProduct(fan, product.id);
    const first = await send('PUT', `/vendor/products/${product.id}/variants`, owner, {
      variants: [
        { size: 'S', price: inr(500000), stock: 0 },
        { size: 'M', price: inr(520000), stock: 0 },
      ],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(await wishlistOf(fan)).toEqual([]);
    const [small, medium] = (first.json() as { items: { id: string }[] }).items;

    const res = await send('PUT', `/vendor/products/${product.id}/variants`, owner, {
      variants: [
        { id: small!.id, size: 'S', price: inr(500000), stock: 0 },
        { id: medium!.id, size: 'M', price: inr(480000), stock: 4 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await wishlistOf(fan)).map((n) => n.title).sort()).toEqual([
      'Back in stock: Bandhani saree',
      'Price drop: Bandhani saree',
    ]);
    const drop = (await wishlistOf(fan)).find((n) => n.title.startsWith('Price drop'));
    expect(drop!.body).toContain('4,800');
  });

  it('tells them when a lapsed checkout puts the last units back on the shelf', async () => {
    const product = await createProduct({ title: 'Kantha stole', price: 120000, stock: 1 });
    const fan = await customer();
    await favouriteProduct(fan, product.id);
    const reservations = createStockReservations(t.app.database.db);
    const holder = { id: crypto.randomUUID(), expiresAt: new Date(Date.now() + 60_000) };
    await runInTransaction(t.app.database.db, (tx) =>
      reservations.reserve(tx, holder, [{ productId: product.id, variantId: null, quantity: 1 }]),
    );
    expect(await wishlistOf(fan)).toEqual([]);

    await runInTransaction(t.app.database.db, (tx) =>
      reservations.release(tx, holder.id, new Date()),
    );
    expect((await wishlistOf(fan)).map((n) => n.title)).toEqual(['Back in stock: Kantha stole']);
  });

  it('says nothing of an archived product', async () => {
    const product = await createProduct({ title: 'Old dupatta', price: 80000, stock: 0 });
    const fan = await customer();
    await favouriteProduct(fan, product.id);
    await send('POST', `/vendor/products/${product.id}/archive`, owner);
    await send('PATCH', `/vendor/products/${product.id}`, owner, { price: inr(1000), stock: 3 });
    expect(await wishlistOf(fan)).toEqual([]);
  });
});

describe('wishlist alerts for a favourited shop', () => {
  it('tells its favouriters of a new offer', async () => {
    const [fan, other] = [await customer(), await customer()];
    await favouriteShop(fan);
    const res = await send('POST', '/vendor/offers', owner, {
      shopId,
      title: 'Holi 20% off',
      discount: { kind: 'percent', percent: 20 },
      validFrom: new Date(Date.now() - 60_000).toISOString(),
      validUntil: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await wishlistOf(fan)).toMatchObject([
      {
        title: 'New offer from Leheriya House',
        body: 'Leheriya House posted an offer: Holi 20% off.',
        link: `/shop/${shopId}`,
      },
    ]);
    expect(await wishlistOf(other)).toEqual([]);
  });

  it('tells them once a day when new hours open meeting slots today', async () => {
    const meetingShop = await createOwnedShop(t.app, owner.userId, { name: 'Chikan Studio' });
    const fan = await customer();
    await favouriteShop(fan, meetingShop);
    const hours = (date: string, start: string) => ({
      weeklyHours: {},
      exceptions: [{ date, hours: [{ start, end: '18:00' }] }],
    });
    const put = async (payload: object) => {
      const res = await send('PUT', `/vendor/${meetingShop}/availability`, owner, payload);
      expect(res.statusCode, res.body).toBe(200);
    };

    // Hours on another day only: nothing today.
    await put(hours('2031-03-05', '14:00'));
    expect(await wishlistOf(fan)).toEqual([]);

    await put(hours(TODAY, '15:00'));
    expect(await wishlistOf(fan)).toMatchObject([
      {
        title: 'Chikan Studio can meet you today',
        link: `/shop/${meetingShop}/book-meeting`,
      },
    ]);
    // More slots the same day: still the one alert.
    await put(hours(TODAY, '12:00'));
    expect(await wishlistOf(fan)).toHaveLength(1);
  });
});

describe('notifyWishlist', () => {
  it('writes one notification for many favouriters, and nothing for a repeated source', async () => {
    const fans = await Promise.all(
      Array.from({ length: 25 }, () => accountWithRoles(t.app, { customer: true })),
    );
    const alert = (tx: Parameters<typeof notifyWishlist>[0]) =>
      notifyWishlist(tx, {
        userIds: fans.map((fan) => fan.userId),
        title: 'Many fans',
        body: 'One notification',
        link: '/shops',
        sourceKey: 'wishlist:test:many',
      });
    const id = await runInTransaction(t.app.database.db, alert);
    expect(id).not.toBeNull();
    expect(await runInTransaction(t.app.database.db, alert)).toBeNull();

    const found = await t.app.database.db.execute(
      sql`select count(*)::int as n from notification_recipient where notification_id = ${id}`,
    );
    expect((found as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(25);
    expect((await wishlistOf(fans[24]!)).map((n) => n.title)).toEqual(['Many fans']);
  });
});
