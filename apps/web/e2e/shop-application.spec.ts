import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { demoCustomer, describeSharedJourney } from './support/harness.ts';

/**
 * The shop application's own screens in a real browser: the form refuses a GSTIN whose check
 * digit is wrong, naming the field; the demo admin approves the seeded pending application on
 * /staff/shop-applications (where the old /admin/shop-applications leads) and the shop is then
 * found by search.
 */
describeSharedJourney(
  'a shop application, from the form to an approved, searchable shop',
  (journey) => {
    const signIn = async (page: Page, email: string, to: string) => {
      await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === to);
    };

    it('saves the account step and refuses a GSTIN with a wrong check digit, naming the field', async () => {
      const page = await journey().newPage();
      await page.goto('/vendor');
      await page.getByRole('link', { name: 'Open your shop' }).first().click();
      // Signed out: sign-in first, then back to the form.
      await page.waitForURL(/\/auth\/login/);
      await page.getByLabel('Email').fill(demoCustomer.email);
      await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === '/vendor/apply');

      await page.getByLabel('Mobile number').fill('98765 01234');
      await page.getByRole('button', { name: 'Save and continue' }).click();
      await page.getByRole('heading', { name: 'Business' }).waitFor();

      const gstin = page.getByLabel('GSTIN');
      await gstin.fill('27AAPFU0939F1ZW');
      await gstin.blur();
      await page.getByText('The GSTIN check digit does not match.').waitFor();
      expect(await gstin.getAttribute('aria-invalid')).toBe('true');

      // Resumable: a reload comes back to the business step.
      await page.reload();
      await page.getByRole('heading', { name: 'Business' }).waitFor();
    });

    it('lets the admin approve the pending demo application; the shop is then found by search', async () => {
      const page = await journey().newPage();
      await signIn(page, 'admin@vitrine.local', '/staff/shop-applications');
      await page.goto('/admin/shop-applications');
      await page.waitForURL((url) => url.pathname === '/staff/shop-applications');
      await page.getByRole('button', { name: 'Reject…' }).click();
      await page.getByRole('button', { name: 'Reject Anita Handlooms' }).click();
      await page.getByText(/Say why the application is rejected/).waitFor();
      await page.getByRole('button', { name: 'Cancel' }).click();

      await page.getByRole('button', { name: 'Approve Anita Handlooms' }).click();
      await page.getByText('No applications waiting').waitFor();

      const shopper = await journey().newPage();
      await shopper.goto('/shops?searchKey=Anita%20Handlooms');
      await shopper.getByText('Anita Handlooms').first().waitFor();
    });
  },
);
