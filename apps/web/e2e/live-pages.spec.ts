import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney, signInAt } from './support/harness.ts';

const demoVendor = { email: 'vendor@vitrine.local', password: demoCustomer.password };

/**
 * An open page follows the truth: the customer keeps an order's page open while the shop, in
 * its own browser, cancels the order with a reason; within a second the customer's page says
 * so, with no reload.
 */
describeSharedJourney('an open order page while the shop changes the order', (journey) => {
  const signIn = (account: { email: string; password: string }, to: string) =>
    signInAt(journey(), account, to);

  /** The shop creates an order for the demo customer in its console; answers its id. */
  const createOrder = async (vendor: Page) => {
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
    await vendor.getByRole('button', { name: 'Create the order' }).click();
    await vendor.waitForURL(/\/vendor\/orders\/[0-9a-f-]{36}$/);
    return new URL(vendor.url()).pathname.split('/').pop()!;
  };

  it("shows the shop's cancellation on the customer's open order page within a second", async () => {
    const vendor = await signIn(demoVendor, '/vendor/orders/new');
    const orderId = await createOrder(vendor);
    await vendor.getByText('Waiting for the customer to pay.').waitFor();

    const customer = await signIn(demoCustomer, `/user/orders/${orderId}`);
    await customer.getByRole('button', { name: 'Cancel the order' }).waitFor();
    const reason = 'This colour is sold out, sorry';
    expect(await customer.getByText(reason).count()).toBe(0);
    // A mark on this document: a reload would lose it.
    await customer.evaluate(() => Object.assign(window, { keptOpen: true }));

    // The shop cancels, with a reason the customer sees.
    await vendor.getByRole('button', { name: 'Cancel the order' }).click();
    const dialog = vendor.getByRole('dialog', { name: 'Cancel this order?' });
    await dialog.getByLabel('Why (the customer sees this)').fill(reason);
    await dialog.getByRole('button', { name: 'Cancel the order' }).click();
    await dialog.waitFor({ state: 'detached' });
    const changedAt = Date.now();

    // The customer's page, open all along, shows it without a reload.
    await customer.getByText(reason).waitFor({ timeout: 1_000 });
    expect(Date.now() - changedAt).toBeLessThan(1_000);
    await customer.getByRole('button', { name: 'Cancel the order' }).waitFor({ state: 'detached' });
    expect(await customer.evaluate(() => 'keptOpen' in window)).toBe(true);
  });
});
