import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

describeSharedJourney('the app shell', (journey) => {
  it('sends a signed-out visitor of /user/orders to sign in, then back to /user/orders', async () => {
    const page = await journey().newPage();
    await page.goto('/user/orders');
    await page.waitForURL(/\/auth\/login/);
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/user/orders');

    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await page.waitForURL((url) => url.pathname === '/user/orders');
    await expect
      .poll(() =>
        page
          .getByRole('heading', { name: /orders/i })
          .first()
          .isVisible(),
      )
      .toBe(true);
  });

  it('replaces the app with the connection-issue screen while offline and restores it online', async () => {
    const page = await journey().newPage();
    await page.goto('/brands');
    const header = page.getByRole('banner');
    await header.waitFor();

    await page.context().setOffline(true);
    await page
      .getByText(/connection/i)
      .first()
      .waitFor();
    expect(await header.isVisible()).toBe(false);

    await page.context().setOffline(false);
    await header.waitFor();
    expect(page.url()).toMatch(/\/brands$/);
  });

  it('shows not-found for an unknown path', async () => {
    const page = await journey().newPage();
    const response = await page.goto('/this/path/does/not/exist');
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: /not found/i }).waitFor();
  });

  it('shows the not-found page, and logs what was missing, for an order id that names no order', async () => {
    const page = await journey().newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(`${message.type()}: ${message.text()}`));
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    for (const id of ['not-an-order-id', '0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11']) {
      await page.goto(`/user/orders/${id}`);
      await page.getByRole('heading', { name: 'Page not found', level: 1 }).waitFor();
      expect(await page.getByRole('button', { name: 'Retry' }).count()).toBe(0);
      expect(await page.getByText('Oops!, Something went wrong').count()).toBe(0);
      // The built app's log names the address and the reason, not a minified class name.
      await expect
        .poll(() => logged.find((line) => line.includes(`Not found: /user/orders/${id} (404 `)))
        .toMatch(/order/);
    }
    expect(logged.filter((line) => line.includes('An unexpected error occurred.'))).toEqual([]);
  });

  it("shows 'Oops!, Something went wrong' with a Retry that reloads when a route fails, and logs why", async () => {
    const page = await journey().newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    // The refund policy's code cannot be fetched (a network failure), so the route fails.
    await page.route(/\/assets\/refund-policy-[^/]*\.js$/, (route) => route.abort());

    await page.goto('/refund-policy');
    await page.getByText('Oops!, Something went wrong').waitFor();
    await expect
      .poll(() => logged.find((line) => line.includes('An unexpected error occurred.')))
      .toMatch(/TypeError: .*dynamically imported module/);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await page.getByText('Oops!, Something went wrong').waitFor();
  });
});
