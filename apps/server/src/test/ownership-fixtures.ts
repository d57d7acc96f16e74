import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import sharp from 'sharp';
import { seedCreditPlans } from '../seed/credit-plans.ts';
import { runInTransaction } from '../platform/db/transaction.ts';
import { notify } from '../modules/notifications/index.ts';
import { createUsersRepository } from '../modules/users/index.ts';
import { bearer, registerAccount } from './accounts.ts';
import { addToCart, checkOut } from './checkout.ts';
import { insertBooking } from './meetings.ts';
import { createOwnedShop } from './owned-shop.ts';
import { insertTrunkShow, insertTrunkShowSeat } from './trunk-shows.ts';
import {
  createShopOrder,
  customerWithAddress,
  deliveredOrder,
  shippedOrder,
  shopWithProduct,
} from './orders.ts';
import { insertPastMeeting } from './reviews.ts';
import { multipartFile } from './multipart.ts';
import { sendInvoice, stitchingCustomer, stitchingShop } from './stitching.ts';

export type Owner = { token: string; userId: string };

/**
 * An object just created for its owner: the id an operation's owned input takes, and `with`,
 * values of the operation's other inputs naming the owner's objects it needs (an order's
 * shipment is named with its order).
 */
export type OwnedObject = { id: string; with?: Record<string, string> };

/**
 * One way to create an object of each kind an operation declares in `x-owned`, as its owner
 * would, through the API. The ownership matrix (`access-matrix.test.ts`) names these ids as
 * another user and expects 404. A new owned kind needs its fixture here; the matrix says so.
 */
export const ownershipFixtures: Record<
  string,
  (app: FastifyInstance, owner: Owner) => Promise<OwnedObject>
> = {
  /** The user themself (presence). */
  user: async (_app, owner) => ({ id: owner.userId }),

  'favourite-shop': async (app, owner) => {
    const shops = await app.inject({ method: 'GET', url: '/api/v1/vendor/fetch-shops?limit=1' });
    const shopId = (shops.json() as { items: { id: string }[] }).items[0]?.id;
    expect(shopId, 'the matrix needs one shop in the catalogue').toBeDefined();
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/user/favourite-shops',
      headers: bearer(owner.token),
      payload: { shopId },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { id: (added.json() as { id: string }).id };
  },

  'favourite-product': async (app, owner) => {
    const found = await app.inject({ method: 'GET', url: '/api/v1/products/search?limit=1' });
    const productId = (found.json() as { items: { id: string }[] }).items[0]?.id;
    expect(productId, 'the matrix needs one product in the catalogue').toBeDefined();
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/user/favourite-products',
      headers: bearer(owner.token),
      payload: { productId },
    });
    expect(added.statusCode, added.body).toBe(201);
    return { id: (added.json() as { id: string }).id };
  },

  /** A credit payment order, named by the provider's order id as every payment call does. */
  'credit-order': async (app, owner) => {
    await seedCreditPlans(app.database.db);
    const plans = await app.inject({ method: 'GET', url: '/api/v1/plans/credits?limit=1' });
    const planId = (plans.json() as { items: { id: string }[] }).items[0]!.id;
    const order = await app.inject({
      method: 'POST',
      url: '/api/v1/pay/credits/create-order',
      headers: bearer(owner.token),
      payload: { planId },
    });
    expect(order.statusCode, order.body).toBe(200);
    return { id: (order.json() as { orderId: string }).orderId };
  },

  /** A shipped order of the customer's (with its address and shipment, for the other inputs). */
  order: async (app, owner) => {
    const { order, customer, shipmentId } = await shippedOrder(app, owner);
    return { id: order.id, with: { addressId: customer.addressId, shipmentId } };
  },

  /** A shipment of one of the customer's orders, named with its order. */
  'order-shipment': async (app, owner) => {
    const { order, shipmentId } = await shippedOrder(app, owner);
    return { id: shipmentId, with: { id: order.id } };
  },

  /** One of the customer's addresses, offered for one of their orders. */
  'order-address': async (app, owner) => {
    const shop = await shopWithProduct(app);
    const customer = await customerWithAddress(app, owner);
    const order = await createShopOrder(app, shop, customer);
    return { id: customer.addressId, with: { id: order.id } };
  },

  /** An order the vendor's shop made for a customer, awaiting payment. */
  'shop-order': async (app, owner) => {
    const shop = await shopWithProduct(app, 5, owner);
    const customer = await customerWithAddress(app);
    return { id: (await createShopOrder(app, shop, customer)).id };
  },

  /** A stitching invoice a shop sent the customer. */
  'stitching-invoice': async (app, owner) => {
    const shop = await stitchingShop(app);
    const customer = await stitchingCustomer(app, owner);
    return { id: (await sendInvoice(app, shop, customer)).id };
  },
  /** A stitching invoice the vendor's stitching shop sent a customer. */
  'shop-stitching-invoice': async (app, owner) => {
    const shop = await stitchingShop(app, owner);
    const customer = await stitchingCustomer(app);
    return { id: (await sendInvoice(app, shop, customer)).id };
  },
  /** One of the customer's saved measurement profiles. */
  'measurement-profile': async (app, owner) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/user/measurement-profiles',
      headers: bearer(owner.token),
      payload: { name: 'Me', garment: 'kurta', measurements: { chest: 96, waist: 84 } },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id };
  },

  /** A video meeting the customer booked (a month ahead). */
  booking: async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    return { id: (await insertBooking(app, { shopId, customerId: owner.userId, startsAt })).id };
  },
  /** A booking of a shop the vendor runs. */
  'shop-booking': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    return { id: (await insertBooking(app, { shopId, customerId: owner.userId, startsAt })).id };
  },
  /** A trunk show of a shop the vendor runs (a month ahead). */
  'shop-trunk-show': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    return { id: await insertTrunkShow(app, { shopId, startsAt }) };
  },
  /** A seat the customer holds at a trunk show (a month ahead). */
  'trunk-show-seat': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const trunkShowId = await insertTrunkShow(app, { shopId, startsAt, seatsTaken: 1 });
    return { id: await insertTrunkShowSeat(app, { trunkShowId, customerId: owner.userId }) };
  },
  /** A trunk show the customer holds a seat at (a month ahead). */
  'seat-holder-trunk-show': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const startsAt = new Date(Date.now() + 30 * 24 * 60 * 60 * 1000);
    const trunkShowId = await insertTrunkShow(app, { shopId, startsAt, seatsTaken: 1 });
    await insertTrunkShowSeat(app, { trunkShowId, customerId: owner.userId });
    return { id: trunkShowId };
  },
  /** A shop the user runs (its owner, in shop_member). */
  'owned-shop': async (app, owner) => ({ id: await createOwnedShop(app, owner.userId) }),
  /** A product of a shop the user runs. */
  'owned-product': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/vendor/products',
      headers: bearer(owner.token),
      payload: {
        shopId,
        title: 'Fixture kurta',
        price: { amountMinor: 150000, currency: 'INR' },
        categorySlug: await anyCategorySlug(app),
        stock: 1,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id };
  },
  /** A line of the customer's cart (a product of a new shop). */
  'cart-line': async (app, owner) => {
    const { productId } = await shopWithProduct(app, 5);
    const added = await app.inject({
      method: 'POST',
      url: '/api/v1/user/cart/lines',
      headers: bearer(owner.token),
      payload: { productId },
    });
    expect(added.statusCode, added.body).toBe(200);
    const cart = added.json() as { shops: { lines: { id: string; productId: string }[] }[] };
    const line = cart.shops.flatMap((s) => s.lines).find((l) => l.productId === productId);
    return { id: line!.id };
  },
  /** A checkout of the customer's cart (one product of a new shop), waiting for its payment. */
  checkout: async (app, owner) => {
    const { productId } = await shopWithProduct(app, 5);
    const customer = await customerWithAddress(app, owner);
    await addToCart(app, owner, { productId });
    const started = await checkOut(app, customer);
    expect(started.status, started.raw).toBe(201);
    return { id: started.body.id };
  },
  /** An offer of a shop the user runs. */
  'owned-offer': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/vendor/offers',
      headers: bearer(owner.token),
      payload: {
        shopId,
        title: 'Fixture offer',
        discount: { kind: 'percent', percent: 10 },
        validFrom: new Date(Date.now() - 86_400_000).toISOString(),
        validUntil: new Date(Date.now() + 86_400_000).toISOString(),
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id };
  },
  /** A picture the owner uploaded (a logo). */
  'uploaded-image': async (app, owner) => {
    const bytes = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 120, g: 20, b: 60 } },
    })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile({
      filename: 'logo.png',
      contentType: 'image/png',
      bytes,
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/uploads/images?purpose=logo',
      headers: { ...headers, ...bearer(owner.token) },
      payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    return { id: (uploaded.json() as { id: string }).id };
  },

  /** One of a customer's delivery addresses. */
  address: async (app, owner) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/user/address',
      headers: bearer(owner.token),
      payload: {
        name: 'Asha Rao',
        phone: '+919876543210',
        line1: '12 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        postalCode: '560001',
        country: 'IN',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id };
  },

  /** A conversation of the user (a customer) with a shop of the catalogue. */
  'chat-group': async (app, owner) => {
    const shops = await app.inject({ method: 'GET', url: '/api/v1/vendor/fetch-shops?limit=1' });
    const shopId = (shops.json() as { items: { id: string }[] }).items[0]?.id;
    expect(shopId, 'the matrix needs one shop in the catalogue').toBeDefined();
    const opened = await app.inject({
      method: 'POST',
      url: '/api/v1/chat/groups',
      headers: bearer(owner.token),
      payload: { shopId },
    });
    expect([200, 201], opened.body).toContain(opened.statusCode);
    return { id: (opened.json() as { groupId: string }).groupId };
  },
  /** The customer's review of their completed meeting. */
  'meet-review': async (app, owner) => {
    const ownerOfShop = await registerAccount(app);
    const shopId = await createOwnedShop(app, ownerOfShop.user.id);
    const meetingId = await insertPastMeeting(app, { shopId, customerId: owner.userId });
    return writeReview(app, owner, '/api/v1/reviews/meets', { meetingId });
  },
  /** The customer's review of their delivered order. */
  'order-review': async (app, owner) => {
    const { order } = await deliveredOrder(app, owner);
    return writeReview(app, owner, '/api/v1/reviews/orders', { orderId: order.id });
  },
  /** The customer's review of Vitrine. */
  'platform-review': async (app, owner) => writeReview(app, owner, '/api/v1/reviews/customers'),
  /** A review (by some customer) of a shop the vendor runs. */
  'shop-review': async (app, owner) => {
    const shopId = await createOwnedShop(app, owner.userId);
    const buyer = await registerAccount(app);
    await createUsersRepository(app.database.db).setRoles(buyer.user.id, {
      customer: true,
      vendor: false,
      employee: false,
      admin: false,
    });
    const meetingId = await insertPastMeeting(app, { shopId, customerId: buyer.user.id });
    return writeReview(
      app,
      { token: buyer.token, userId: buyer.user.id },
      '/api/v1/reviews/meets',
      {
        meetingId,
      },
    );
  },
  /** A support request of the customer. */
  'support-request': async (app, owner) => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/supports',
      headers: bearer(owner.token),
      payload: { subject: 'Fixture request', category: 'other', description: 'Help' },
    });
    expect(created.statusCode, created.body).toBe(201);
    return { id: (created.json() as { id: string }).id };
  },
  /** A personalized notification for the user. */
  notification: async (app, owner) => {
    const id = await runInTransaction(app.database.db, (tx) =>
      notify(tx, { userId: owner.userId, title: 'Fixture', body: 'A notification' }),
    );
    return { id: id! };
  },
};

async function writeReview(
  app: FastifyInstance,
  owner: Owner,
  url: string,
  subject: Record<string, string> = {},
): Promise<OwnedObject> {
  const written = await app.inject({
    method: 'POST',
    url,
    headers: bearer(owner.token),
    payload: { ...subject, rating: 4, body: 'A fixture review' },
  });
  expect(written.statusCode, written.body).toBe(201);
  return { id: (written.json() as { id: string }).id };
}

/** A sub-category slug of the seeded taxonomy. */
export async function anyCategorySlug(app: FastifyInstance): Promise<string> {
  const tree = await app.inject({ method: 'GET', url: '/api/v1/category/categories-subcat' });
  // The first category that has sub-categories: staff may add top-level ones without any.
  const slug = (tree.json() as { items: { subCategories: { slug: string }[] }[] }).items.flatMap(
    (category) => category.subCategories,
  )[0]?.slug;
  expect(slug, 'the fixture needs the taxonomy').toBeDefined();
  return slug!;
}
