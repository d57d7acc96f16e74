import { expect, it } from 'vitest';
import { demoCustomer, describeJourney } from './support/harness.ts';

describeJourney('the app shell', (journey) => {
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

  it("shows 'Oops!, Something went wrong' with a Retry that reloads when a route fails", async () => {
    const page = await journey().newPage();
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(demoCustomer.email);
    await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page.goto('/user/orders/not-an-order-id');
    await page.getByText('Oops!, Something went wrong').waitFor();
    expect(logged.some((line) => line.includes('An unexpected error occurred.'))).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Retry' }).click();
    await reloaded;
    await page.getByText('Oops!, Something went wrong').waitFor();
  });
});
