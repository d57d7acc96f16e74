import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { waitFor } from '../../server/src/test/wait-for.ts';
import { demoCustomer, describeJourney } from './support/harness.ts';

type Mail = { to: string; subject: string; text: string };

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) for a base32 key, as an authenticator app computes it. */
function totp(base32: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '').toUpperCase()) {
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  }
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 30_000)));
  const mac = createHmac('sha1', key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0xf;
  return ((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).toString().padStart(6, '0');
}

/**
 * The staff console in a real browser, with two-factor sign-in required for staff
 * (STAFF_TWO_FACTOR=required): the demo admin sets up two-factor and invites an employee; the
 * employee chooses a password from the mailed link, sets up two-factor, approves the pending
 * demo shop (then found by search), answers a customer's support request (the customer is
 * notified) and grants 30 credits with a reason (the customer's credit history shows it and the
 * admin's audit log has the entry); signing in again then asks for the authenticator's code.
 */
describeJourney(
  'the staff console: invite, two-factor, approve, answer, grant credits',
  (journey) => {
    const api = async (path: string, init: RequestInit & { token?: string } = {}) =>
      fetch(`${journey().server.url}/api${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          origin: journey().server.url,
          ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        },
      });

    const signIn = async (page: Page, email: string, password: string, to: string) => {
      await page.goto(`/auth/login?redirect=${encodeURIComponent(to)}`);
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname === to);
    };

    /** The console's two-factor set-up, with the code computed from the key it shows. */
    const setUpTwoFactor = async (page: Page, password: string): Promise<string> => {
      await page.getByRole('heading', { name: 'Set up two-factor sign-in' }).waitFor();
      await page.getByLabel('Your password').fill(password);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByRole('img', { name: /QR code of your two-factor key/ }).waitFor();
      const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
      expect(secret).toMatch(/^[A-Z2-7]+=*$/);
      await page.getByLabel('Six-digit code from the app').fill(totp(secret));
      await page.getByRole('button', { name: 'Turn on two-factor sign-in' }).click();
      await page.getByRole('status').filter({ hasText: 'Two-factor sign-in is on' }).waitFor();
      await page.getByRole('heading', { name: 'Staff overview' }).waitFor();
      return secret;
    };

    it('runs the marketplace from the console', async () => {
      const employee = {
        name: 'Sana Staff',
        email: `sana.${Date.now()}@example.com`,
        password: 'saffron-lantern-42',
      };

      // A customer's support request waits for an answer.
      const customerToken = (
        (await (
          await api('/auth/sign-in/email', { method: 'POST', body: JSON.stringify(demoCustomer) })
        ).json()) as { token: string }
      ).token;
      const subject = `Refund for a cancelled meeting ${Date.now()}`;
      const opened = await api('/v1/supports', {
        method: 'POST',
        token: customerToken,
        body: JSON.stringify({
          subject,
          category: 'payment',
          description: 'The shop cancelled and my credits did not come back.',
        }),
      });
      expect(opened.status).toBe(201);

      // The admin: two-factor first, then the invitation.
      const admin = await journey().newPage();
      await signIn(admin, 'admin@vitrine.local', demoCustomer.password, '/staff');
      await setUpTwoFactor(admin, demoCustomer.password);
      const adminNav = admin.getByRole('navigation', { name: 'Staff console' });
      await adminNav.getByRole('link', { name: 'Employees' }).click();
      await admin.getByLabel('Name').fill(employee.name);
      await admin.getByLabel('Email').fill(employee.email);
      for (const area of ['Shops', 'Support', 'Credits']) {
        await admin.getByLabel(area, { exact: true }).check();
      }
      await admin.getByRole('button', { name: 'Send invitation' }).click();
      await admin.getByText(`${employee.name} is invited`).waitFor();
      await admin.getByRole('link', { name: employee.name }).waitFor();

      // The employee: the mailed link, a password, sign-in, two-factor.
      const link = await waitFor(
        async () => {
          const mailbox = await fetch(
            `${journey().server.url}/api/v1/dev/mailbox?to=${encodeURIComponent(employee.email)}`,
          );
          const mails = (await mailbox.json()).items as Mail[];
          return mails
            .map((m) => m.text.match(/https?:\/\/\S+reset-password\S+/)?.[0])
            .find(Boolean);
        },
        { what: 'the invitation in the mailbox' },
      );
      const page = await journey().newPage();
      const invitation = new URL(link!);
      await page.goto(invitation.pathname + invitation.search);
      await page.getByLabel('New password').fill(employee.password);
      await page.getByLabel('Confirm password').fill(employee.password);
      await page.getByRole('button', { name: 'Set new password' }).click();
      await page.waitForURL(/\/auth\/login/);
      await signIn(page, employee.email, employee.password, '/staff');
      const secret = await setUpTwoFactor(page, employee.password);

      // Only the employee's areas are offered.
      const nav = page.getByRole('navigation', { name: 'Staff console' });
      expect(await nav.getByRole('link').allTextContents()).toEqual([
        'Overview',
        'Shop applications',
        'Support desk',
        'Users and credits',
        'Payment alerts',
        'Payouts',
        'Commission report',
        'Shops',
      ]);

      // Approve the pending demo shop; it is then found by search.
      await nav.getByRole('link', { name: 'Shop applications' }).click();
      await page.getByRole('button', { name: 'Approve Anita Handlooms' }).click();
      await page.getByText('No applications waiting').waitFor();
      const shopper = await journey().newPage();
      await shopper.goto('/shops?searchKey=Anita%20Handlooms');
      await shopper.getByText('Anita Handlooms').first().waitFor();

      // Answer the support request; the customer is notified.
      await nav.getByRole('link', { name: 'Support desk' }).click();
      await page.getByRole('link', { name: subject }).click();
      await page.getByLabel('Your answer').fill('Your 40 credits are back on your balance.');
      await page.getByRole('button', { name: 'Send answer' }).click();
      await page.getByText('Answer sent; the customer has been notified.').waitFor();
      await page.getByText('Your 40 credits are back on your balance.').first().waitFor();
      const notified = await waitFor(
        async () => {
          const res = await api('/v1/notifications?limit=50', { token: customerToken });
          const { items } = (await res.json()) as { items: { title: string }[] };
          return items.find((n) => n.title === `Support answered: ${subject}`);
        },
        { what: "the customer's notification" },
      );
      expect(notified).toBeTruthy();

      // Grant 30 credits with a reason.
      const reason = `Goodwill for the cancelled meeting ${Date.now()}`;
      await nav.getByRole('link', { name: 'Users and credits' }).click();
      await page.getByLabel('Name, email or id').fill(demoCustomer.email);
      await page.getByRole('button', { name: 'Look up' }).click();
      const card = page.getByRole('article').filter({ hasText: demoCustomer.email });
      await card.getByRole('textbox', { name: /^Credits/ }).fill('30');
      await card.getByLabel(/^Reason/).fill(reason);
      await card.getByRole('button', { name: 'Grant credits' }).click();
      await card.getByText(/Granted 30 credits\. Balance now \d+\./).waitFor();
      await card.getByRole('cell', { name: reason }).waitFor();
      // Their bookings (the demo customer's meetings) are a tab away.
      await card.getByRole('tab', { name: 'Bookings' }).click();
      await card
        .getByRole('list', { name: /^Bookings of / })
        .getByRole('listitem')
        .first()
        .waitFor();

      // The customer's credit history shows it.
      const customer = await journey().newPage();
      await signIn(customer, demoCustomer.email, demoCustomer.password, '/user/credits');
      await customer.getByText(reason).first().waitFor();

      // The admin's audit log has the entry.
      await adminNav.getByRole('link', { name: 'Audit log' }).click();
      const row = admin.getByRole('row').filter({ hasText: reason });
      await row.waitFor();
      expect(await row.textContent()).toContain('credits.adjust');
      expect(await row.textContent()).toContain(employee.name);

      // Signing in again asks for the authenticator's code after the password.
      const again = await journey().newPage();
      await again.goto(`/auth/login?redirect=${encodeURIComponent('/staff')}`);
      await again.getByLabel('Email').fill(employee.email);
      await again.getByLabel('Password', { exact: true }).fill(employee.password);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.getByLabel('Code from your authenticator app').fill(totp(secret));
      await again.getByRole('button', { name: 'Verify and sign in' }).click();
      await again.getByRole('heading', { name: 'Staff overview' }).waitFor();
    });
  },
  { STAFF_TWO_FACTOR: 'required' },
);
