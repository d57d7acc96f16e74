import type { OrderDetail } from '@vitrine/contracts/orders';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiAs, demoCustomer, describeJourney, payOnSandbox, signInAt } from './support/harness.ts';

const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/**
 * Issue 14's web journey: the demo vendor creates an order in its console for the demo customer,
 * the customer picks an address and pays in the sandbox checkout, the shop packs and ships, the
 * tracking shows the sandbox courier's events (its 48 hours run in about two seconds here:
 * SANDBOX_CARRIER_SPEED), the customer confirms the delivery and later reviews the order.
 */
describeJourney(
  'an order from the shop console to the doorstep',
  (journey) => {
    const api = <T>(page: Page, path: string) => apiAs<T>(journey(), page, path);

    const signIn = (account: { email: string; password: string }, to: string) =>
      signInAt(journey(), account, to);

    const statusOf = async (page: Page, id: string) =>
      (await api<OrderDetail>(page, `/user/orders/${id}`)).status;

    /** Confirms a dialog the button opened, and waits for it to close. */
    const confirm = async (page: Page, title: string, button: string) => {
      const dialog = page.getByRole('dialog', { name: title });
      await dialog.getByRole('button', { name: button }).click();
      await dialog.waitFor({ state: 'detached' });
    };

    it('is created by the shop, paid in the sandbox, shipped, tracked, confirmed and reviewed', async () => {
      // The shop creates the order in its console.
      const vendor = await signIn(demoVendor, '/vendor/orders/new');
      await vendor.getByLabel('Customer email').fill(demoCustomer.email);
      const item = vendor.getByLabel('Item 1', { exact: true });
      await item.locator('option').nth(1).waitFor({ state: 'attached' });
      const inStock = await item
        .locator('option')
        .evaluateAll(
          (options) =>
            (options as HTMLOptionElement[]).find(
              (o) => o.value && !/\(.*, 0 in stock\)/.test(o.textContent ?? ''),
            )?.value,
        );
      expect(inStock, 'a demo product in stock').toBeTruthy();
      await item.selectOption(inStock!);
      await vendor.getByLabel('Shipping fee (₹)').fill('50');
      await vendor.getByRole('button', { name: 'Create the order' }).click();
      await vendor.waitForURL(/\/vendor\/orders\/[0-9a-f-]{36}$/);
      const orderId = new URL(vendor.url()).pathname.split('/').pop()!;
      await vendor.getByText('Waiting for the customer to pay.').waitFor();

      // The customer sees it in Orders, picks an address and pays in the sandbox.
      const customer = await signIn(demoCustomer, '/user/orders');
      await customer.locator(`a[href="/user/orders/${orderId}"]`).click();
      await customer.waitForURL((url) => url.pathname === `/user/orders/${orderId}`);
      const picker = customer.getByLabel('Deliver to');
      await picker.locator('option').nth(1).waitFor({ state: 'attached' });
      await picker.selectOption({ index: 1 });
      await customer.getByRole('button', { name: 'Use this address' }).click();
      await customer.getByText('The order will go to this address.').waitFor();
      await customer.getByRole('button', { name: /^Pay / }).click();
      await customer.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
      await payOnSandbox(customer);
      // Back on the order (via /success), verified, and the checkout's fields gone from the URL.
      await customer.getByText('Payment received. The shop is packing your order.').waitFor();
      await customer.waitForURL((url) => url.pathname === `/user/orders/${orderId}` && !url.search);
      expect(await statusOf(customer, orderId)).toBe('paid');

      // The shop packs and ships it.
      await vendor.reload();
      await vendor.getByRole('button', { name: 'Pack', exact: true }).click();
      await confirm(vendor, 'Mark as packed?', 'Mark as packed');
      await vendor.getByRole('button', { name: 'Ship', exact: true }).click();
      const trackingNumber = `SBX-${Date.now()}`;
      await vendor.getByLabel('Tracking number').fill(trackingNumber);
      await confirm(vendor, 'Ship this order?', 'Ship it');
      // The dialog has closed; the console says what shipping did.
      await vendor
        .getByRole('status')
        .filter({ hasText: /Order .+ is shipped; the customer can follow the parcel\./ })
        .waitFor();
      await vendor.getByText(`tracking number ${trackingNumber}`).waitFor();

      // The customer follows the courier until it says delivered, and confirms.
      await customer.reload();
      const parcel = customer.getByRole('region', { name: `Parcel ${trackingNumber}` });
      await parcel.waitFor();
      const events = parcel.getByRole('list', { name: 'Courier events' }).getByRole('listitem');
      await expect
        .poll(
          async () => {
            await customer.getByRole('button', { name: 'Refresh tracking' }).click();
            return events.count();
          },
          { timeout: 20_000, interval: 500 },
        )
        .toBe(4);
      await parcel.getByText(/^Delivered · Destination/).waitFor();
      // The same events are on the order's one timeline.
      const timeline = customer.getByRole('region', { name: 'Timeline' });
      await timeline.getByText('Courier: Out for delivery').waitFor();
      await customer.getByRole('button', { name: 'Confirm delivery' }).click();
      await confirm(customer, 'Did the parcel arrive?', 'Yes, it arrived');
      await customer.getByRole('button', { name: 'Request a return' }).waitFor();
      const delivered = await api<OrderDetail>(customer, `/user/orders/${orderId}`);
      expect(delivered.status).toBe('delivered');

      // Later, the customer reviews the order (the newest thing waiting for their review); the
      // review shows among theirs, is the order's, and is on the shop's page.
      const { shopName, shopId } = delivered;
      const reviewText = `Wrapped with care and on time (${Date.now()}).`;
      await customer.goto('/user/rating');
      const card = customer
        .getByRole('region', { name: 'Waiting for your review' })
        .getByRole('article')
        .filter({ hasText: `Order with ${shopName}` })
        .first();
      await card.getByRole('button', { name: `Write a review of ${shopName}` }).click();
      // Mantine's stars are radios behind their labels: click the fourth as a person does.
      const four = await card.getByRole('radio', { name: '4 out of 5 stars' }).getAttribute('id');
      await card.locator(`label[for="${four}"]`).click();
      await card.getByLabel(/^Your review/).fill(reviewText);
      await card.getByRole('button', { name: 'Post review' }).click();
      await customer
        .getByRole('region', { name: 'Your reviews' })
        .getByRole('article')
        .filter({ hasText: reviewText })
        .waitFor();
      const mine = await api<{
        reviewed: { kind: string; subjectId: string | null; rating: number; body: string }[];
      }>(customer, '/user/reviews');
      expect(mine.reviewed.find((r) => r.body === reviewText)).toMatchObject({
        kind: 'order',
        subjectId: orderId,
        rating: 4,
      });
      await customer.goto(`/shop/${shopId}`);
      await customer.getByRole('region', { name: 'Reviews' }).getByText(reviewText).waitFor();
    });
  },
  { SANDBOX_CARRIER_SPEED: '86400' },
);
