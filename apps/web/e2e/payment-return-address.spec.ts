import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../src/lib/token-storage.ts';
import { demoCustomer, describeJourney } from './support/harness.ts';

// PUBLIC_URL names the server as http://localhost:<port>; the browser opens it at
// http://127.0.0.1:<port>, another origin with its own storage (and so its own session).
describeJourney(
  'paying at an address other than PUBLIC_URL',
  (journey) => {
    const origin = () => journey().server.url;

    async function openCreditsSignedIn() {
      const page = await journey().newPage();
      expect(origin()).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await page.goto('/auth/login?redirect=/user/credits');
      await page.getByLabel('Email').fill(demoCustomer.email);
      await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/user/credits');
      await page.getByRole('region', { name: 'Balance' }).waitFor();
      return page;
    }

    const shownBalance = (page: Page) =>
      page.getByRole('region', { name: 'Balance' }).locator('p').nth(0).textContent();

    async function payOnSandbox(page: Page) {
      await page.getByLabel('Card number').fill(SANDBOX_TEST_CARDS.success);
      await page.getByLabel('Expiry (MM/YY)').fill('12/30');
      await page.getByLabel('CVC').fill('123');
      await page.getByRole('button', { name: /^Pay / }).click();
    }

    const balanceOf = async (page: Page) => {
      const token = await page.evaluate((key) => localStorage.getItem(key), TOKEN_STORAGE_KEY);
      const res = await fetch(`${origin()}/api/v1/user/credits`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await res.json()) as { balance: number }).balance;
    };

    it('checks out and returns to 127.0.0.1, signed in, with the credits on the credits page', async () => {
      const page = await openCreditsSignedIn();
      const plans = (await (await fetch(`${origin()}/api/v1/plans/credits`)).json()) as {
        items: { name: string; credits: number }[];
      };
      const starter = plans.items.find((plan) => plan.name === 'Starter')!;
      const before = await balanceOf(page);

      await page.getByRole('button', { name: /^Buy Starter:/ }).click();
      await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
      await payOnSandbox(page);

      await page.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
      expect(new URL(page.url()).origin).toBe(origin());
      await page.getByRole('link', { name: 'Go to your credits' }).click();
      await page.waitForURL((url) => url.pathname === '/user/credits');
      expect(new URL(page.url()).origin).toBe(origin());
      await expect.poll(() => shownBalance(page)).toBe(`${before + starter.credits} credits`);
    });

    it('cancels a checkout back to the credits page at 127.0.0.1, still signed in', async () => {
      const page = await openCreditsSignedIn();

      await page.getByRole('button', { name: /^Buy Trial:/ }).click();
      await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
      await page.getByRole('link', { name: 'Cancel and return to Vitrine' }).click();

      await page.waitForURL((url) => url.pathname === '/user/credits');
      expect(new URL(page.url()).origin).toBe(origin());
      await page.getByRole('status').filter({ hasText: 'Payment cancelled' }).waitFor();
      await page.getByRole('region', { name: 'Balance' }).waitFor();
    });
  },
  ({ port }) => ({ PUBLIC_URL: `http://localhost:${port}` }),
);
