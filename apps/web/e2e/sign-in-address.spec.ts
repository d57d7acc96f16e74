import { expect, it } from 'vitest';
import { demoCustomer, describeJourney } from './support/harness.ts';

// The server believes it lives at PUBLIC_URL; the browser opens it at http://127.0.0.1:<port>,
// as someone does who starts it locally, reaches it over the LAN, or through a proxy.
describeJourney(
  'signing in at an address other than PUBLIC_URL',
  (journey) => {
    it('signs in with email and password at http://127.0.0.1:<port>', async () => {
      const page = await journey().newPage();
      expect(journey().server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await page.goto('/auth/login');
      await page.getByLabel('Email').fill(demoCustomer.email);
      await page.getByLabel('Password', { exact: true }).fill(demoCustomer.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
      expect(await page.evaluate(() => localStorage.getItem('vitrine.token'))).toEqual(
        expect.any(String),
      );
      await expect(page.getByText('Invalid origin').count()).resolves.toBe(0);

      // Signed in, the sign-in page sends them on instead of showing the form again.
      await page.goto('/auth/login?redirect=%2Fpricing');
      await page.waitForURL((url) => url.pathname === '/pricing');
    });
  },
  { PUBLIC_URL: 'https://vitrine.example' },
);
