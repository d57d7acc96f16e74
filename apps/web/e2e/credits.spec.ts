import { SANDBOX_TEST_CARDS } from '@vitrine/contracts/payments';
import { minorUnitsInWords } from '@vitrine/contracts/money-words';
import type { CreditPlanPage, UserCredits } from '@vitrine/contracts/credits';
import type { CreditReceipt } from '@vitrine/contracts/payments';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { apiAs, demoCustomer, describeSharedJourney, payOnSandbox } from './support/harness.ts';

describeSharedJourney('buying credits through the sandbox checkout', (journey) => {
  const api = <T>(page: Page, path: string) => apiAs<T>(journey(), page, path);
  const balanceOf = async (page: Page) => (await api<UserCredits>(page, '/user/credits')).balance;
  const receiptOf = (page: Page, orderId: string) =>
    api<CreditReceipt>(page, `/pay/credits/success?orderId=${encodeURIComponent(orderId)}`);
  const planNamed = async (page: Page, name: string) => {
    const plans = await api<CreditPlanPage>(page, '/plans/credits');
    const plan = plans.items.find((p) => p.name === name);
    expect(plan, `the demo plan ${name}`).toBeDefined();
    return plan!;
  };

  /** Signs the demo customer in and lands on /user/credits with the balance on screen. */
  async function openCredits() {
    const page = await journey().newPage();
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

  const orderIdIn = (url: string) => new URL(url).pathname.split('/').pop()!;

  it('buys a plan: the receipt shows the amount in words and the balance grows by its credits', async () => {
    const page = await openCredits();
    const starter = await planNamed(page, 'Starter');
    const before = await balanceOf(page);
    await expect.poll(() => shownBalance(page)).toBe(`${before} credits`);

    await page.getByRole('button', { name: /^Buy Starter:/ }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
    const orderId = orderIdIn(page.url());
    await payOnSandbox(page, SANDBOX_TEST_CARDS.success);

    await page.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
    // Verified: the checkout's signature has left the address.
    expect(new URL(page.url()).search).toBe(`?orderId=${orderId}`);
    const receipt = page.getByRole('article', { name: 'Receipt' });
    const words = minorUnitsInWords(starter.priceMinor, starter.currency);
    expect(words).toBe('Four Hundred Ninety Nine Rupees');
    await receipt.getByText(words).waitFor();
    await receipt.getByText('Starter plan').waitFor();
    expect(await receipt.textContent()).toContain(`${before + starter.credits} credits`);

    expect(await balanceOf(page)).toBe(before + starter.credits);
    await page.getByRole('link', { name: 'Go to your credits' }).click();
    await page.waitForURL((url) => url.pathname === '/user/credits');
    await expect.poll(() => shownBalance(page)).toBe(`${before + starter.credits} credits`);
    const history = page.getByRole('table', { name: 'Credit history, newest first' });
    await history.getByText('Starter plan: 60 credits').first().waitFor();
  });

  it('fails clearly on a declined card and adds nothing', async () => {
    const page = await openCredits();
    const before = await balanceOf(page);

    await page.getByRole('button', { name: /^Buy Trial:/ }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
    const orderId = orderIdIn(page.url());
    await payOnSandbox(page, SANDBOX_TEST_CARDS.declined);

    await expect.poll(() => page.getByRole('alert').textContent()).toMatch(/declined by the bank/);
    await expect.poll(async () => (await receiptOf(page, orderId)).order.status).toBe('failed');
    expect(await balanceOf(page)).toBe(before);

    await page.getByRole('link', { name: 'Cancel and return to Vitrine' }).click();
    await page.waitForURL((url) => url.pathname === '/user/credits');
    const alert = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/declined by the bank.*No credits were added/);
    await expect.poll(() => shownBalance(page)).toBe(`${before} credits`);
    expect(await balanceOf(page)).toBe(before);
  });

  it('leaves a cancelled checkout unpaid, and its retry pays with a new order', async () => {
    const page = await openCredits();
    const starter = await planNamed(page, 'Starter');
    const before = await balanceOf(page);

    await page.getByRole('button', { name: /^Buy Starter:/ }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
    const abandoned = orderIdIn(page.url());
    await page.getByRole('link', { name: 'Cancel and return to Vitrine' }).click();

    await page.waitForURL((url) => url.pathname === '/user/credits');
    const notice = page.getByRole('status').filter({ hasText: 'Payment cancelled' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain('Nothing was charged and no credits were added');
    expect((await receiptOf(page, abandoned)).order.status).toBe('created');
    expect(await balanceOf(page)).toBe(before);

    await notice.getByRole('button', { name: 'Try again' }).click();
    await page.waitForURL(/\/pay\/sandbox\/checkout\/order_/);
    const retried = orderIdIn(page.url());
    expect(retried).not.toBe(abandoned);
    await payOnSandbox(page, SANDBOX_TEST_CARDS.success);

    await page.getByRole('heading', { name: 'Payment successful', level: 1 }).waitFor();
    expect(await balanceOf(page)).toBe(before + starter.credits);
    expect((await receiptOf(page, abandoned)).order.status).toBe('created');
  });
});
