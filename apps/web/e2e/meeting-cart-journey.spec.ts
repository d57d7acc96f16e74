import type { Cart } from '@vitrine/contracts/cart';
import { eq } from 'drizzle-orm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  launchMediaBrowser,
  openRoomPage,
  pollUntil,
  startMeetingServer,
} from './support/meeting-room.ts';
import { product } from '../../server/src/modules/products/products.schema.ts';

/**
 * Issue 32 in the meeting room: the shop pins a product and gives it a meeting price from the
 * room's pin control; the customer adds it to their cart from the room, and the cart holds it at
 * the meeting price.
 */
describe('from a meeting to the cart, in Chromium', () => {
  let server: Awaited<ReturnType<typeof startMeetingServer>>;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    server = await startMeetingServer();
    // The meeting's shop has its product on the shelf.
    await server.app.database.db
      .update(product)
      .set({ stock: 3 })
      .where(eq(product.id, server.meeting.productId));
    browser = await launchMediaBrowser();
  });
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close().catch(() => {})));
    await browser?.close();
    await server?.close();
  });

  async function join(path: string, bearer: string): Promise<Page> {
    const { page, context } = await openRoomPage(browser, server.url, bearer, {
      lowResolution: true,
    });
    contexts.push(context);
    await page.goto(path);
    await page.getByRole('button', { name: 'Join now' }).click();
    await page.getByRole('list', { name: 'Participants' }).waitFor();
    return page;
  }

  const cartOf = async (token: string) => {
    const res = await fetch(`${server.url}/api/v1/user/cart`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    return (await res.json()) as Cart;
  };

  it('the customer adds a pinned product to the cart at the meeting price', async () => {
    const shop = await join(server.paths.shop, server.meeting.owner.token);
    const customer = await join(server.paths.booker, server.meeting.customer.token);

    await shop.getByLabel('Pin a product').selectOption({ label: 'Zari lehenga' });
    await shop.getByRole('button', { name: 'Pin', exact: true }).click();
    // ₹12,500 in the catalogue; ₹10,000 for this customer, from the room.
    await shop.getByRole('textbox', { name: 'Meeting price of Zari lehenga (₹)' }).fill('10000');
    await shop.getByRole('button', { name: 'Set price' }).click();

    const pins = customer.getByLabel('Pinned products');
    await pins.getByText(/Meeting price ₹10,000/).waitFor();
    // The shop's own room shows no Add to cart; the customer's does.
    expect(await shop.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    await pins.getByRole('button', { name: 'Add to cart' }).click();
    await customer.getByText('Added Zari lehenga to your cart.').waitFor();

    const cart = await pollUntil(
      () => cartOf(server.meeting.customer.token),
      (c) => c.itemCount === 1,
      'the line in the customer’s cart',
    );
    const line = cart.shops[0]!.lines[0]!;
    expect(line.productId).toBe(server.meeting.productId);
    expect(line.unitPrice.amountMinor).toBe(1_000_000);
    expect(line.meetingPrice).toMatchObject({
      bookingId: server.meeting.meeting.id,
      applies: true,
    });
  });
});
