import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { waitFor } from '../../server/src/test/wait-for.ts';
import { describeSharedJourney } from './support/harness.ts';

type Mail = { to: string; subject: string; text: string };

describeSharedJourney('an account from sign-up to a reset password', (journey) => {
  const person = {
    name: 'Kavya Iyer',
    email: `kavya.${Date.now()}@example.com`,
    password: 'marigold-courtyard-17',
    newPassword: 'indigo-stepwell-93',
  };

  it('signs up, signs out, resets the password from the mailed link and signs in with it', async () => {
    const page = await journey().newPage();
    await page.goto('/auth/sign-up');
    await page.getByLabel('Name').fill(person.name);
    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));

    await page
      .getByRole('button', { name: /account menu|Kavya/i })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('link', { name: 'Sign in' }).first().waitFor();

    await page.goto('/auth/forgot-password');
    await page.getByLabel('Email').fill(person.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${person.email}`).waitFor();

    // The mail leaves through the outbox a moment after the answer: wait for it.
    const link = await waitFor(
      async () => {
        const mailbox = await fetch(
          `${journey().server.url}/api/v1/dev/mailbox?to=${encodeURIComponent(person.email)}`,
        );
        const mails = (await mailbox.json()).items as Mail[];
        return mails.map((m) => m.text.match(/https?:\/\/\S+reset-password\S+/)?.[0]).find(Boolean);
      },
      { what: 'the reset mail in the dev mailbox' },
    );

    const resetUrl = new URL(link!);
    await page.goto(resetUrl.pathname + resetUrl.search);
    await page.getByLabel('New password').fill(person.newPassword);
    await page.getByLabel('Confirm password').fill(person.newPassword);
    await page.getByRole('button', { name: 'Set new password' }).click();
    await page.waitForURL(/\/auth\/login/);

    await page.getByLabel('Email').fill(person.email);
    await page.getByLabel('Password', { exact: true }).fill(person.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(page.url()).toMatch(/\/auth\/login/);

    await page.getByLabel('Password', { exact: true }).fill(person.newPassword);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  });
});

/** Signs a new person up through the form; the page ends signed in. */
async function signUp(page: Page, person: { name: string; email: string; password: string }) {
  await page.goto('/auth/sign-up');
  await page.getByLabel('Name').fill(person.name);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

describeSharedJourney('the shopper’s account: addresses, email change, closing', (journey) => {
  const password = 'saffron-lattice-window-58';
  const person = (tag: string) => ({
    name: 'Meera Nair',
    email: `meera.${tag}.${Date.now()}@example.com`,
    password,
  });

  it('cascades country → state → city, and an Indian PIN fills city and state', async () => {
    const page = await journey().newPage();
    await signUp(page, person('address'));
    await page.goto('/user/address');
    await page.getByRole('button', { name: 'Add an address' }).click();
    const form = page.getByRole('form', { name: 'New address' });

    await expect
      .poll(() => form.getByRole('combobox', { name: 'Country' }).inputValue())
      .toBe('India');
    await form.getByRole('combobox', { name: 'State' }).click();
    await page.getByRole('option', { name: 'Maharashtra' }).click();
    await form.getByRole('combobox', { name: 'City' }).click();
    await page.getByRole('option', { name: 'Pune', exact: true }).click();
    expect(await form.getByRole('combobox', { name: 'City' }).inputValue()).toBe('Pune');

    // A PIN in Bengaluru moves state and city with it.
    await form.getByLabel('Postal code').fill('560034');
    await expect
      .poll(() => form.getByRole('combobox', { name: 'City' }).inputValue())
      .toBe('Bengaluru');
    expect(await form.getByRole('combobox', { name: 'State' }).inputValue()).toBe('Karnataka');

    await form.getByLabel('Name').fill('Meera Nair');
    await form.getByLabel('Phone').fill('98765 43210');
    await form.getByLabel('Address line 1').fill('80 Feet Road, Koramangala');
    await form.getByRole('button', { name: 'Save address' }).click();
    const card = page.getByRole('article', { name: 'Meera Nair' });
    await card.waitFor();
    await expect.poll(() => card.textContent()).toContain('Bengaluru');
    expect(await card.textContent()).toContain('560034');
  });

  it('changes the email with the code read from the dev mailbox', async () => {
    const page = await journey().newPage();
    const meera = person('email');
    await signUp(page, meera);
    const newEmail = `meera.new.${Date.now()}@example.com`;
    await page.goto('/user/settings');
    const section = page.getByRole('region', { name: 'Email' });
    await section.getByRole('textbox', { name: 'Email address' }).fill(newEmail);
    await section.getByRole('button', { name: 'Send a code' }).click();
    await section.getByText(`We sent a 6-digit code to ${newEmail}`).waitFor();

    const code = await waitFor(
      async () => {
        const mailbox = await fetch(
          `${journey().server.url}/api/v1/dev/mailbox?to=${encodeURIComponent(newEmail)}`,
        );
        const mails = (await mailbox.json()).items as Mail[];
        return mails
          .map((m) => m.subject.match(/^(\d{6}) is your Vitrine verification code/)?.[1])
          .find(Boolean);
      },
      { what: 'the verification code in the dev mailbox' },
    );
    await section.locator('input[autocomplete="one-time-code"]').first().click();
    await page.keyboard.type(code!);
    await section.getByRole('button', { name: 'Verify' }).click();
    await section.getByText('This address is now your verified email').waitFor();

    // The new address signs in; the old one no longer does.
    const signInWith = (address: string) =>
      fetch(`${journey().server.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: journey().server.url },
        body: JSON.stringify({ email: address, password }),
      });
    expect((await signInWith(newEmail)).status).toBe(200);
    expect((await signInWith(meera.email)).status).toBe(401);
  });

  it('downloads the data, closes the account, and the account can no longer sign in', async () => {
    const page = await journey().newPage();
    const meera = person('close');
    await signUp(page, meera);
    await page.goto('/user/settings');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    // Read as a stream: the journeys' Chromium is connected to, so the file is not on this side.
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const exported = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
      profile?: { email?: string };
    };
    expect(JSON.stringify(exported)).toContain(meera.email);

    await page.getByLabel('Your password').fill(password);
    const closeButton = page.getByRole('button', { name: 'Close my account' });
    await expect.poll(() => closeButton.isEnabled()).toBe(true);
    const [closed] = await Promise.all([
      page.waitForResponse(
        (response) =>
          response.url().endsWith('/api/v1/user/account') &&
          response.request().method() === 'DELETE',
      ),
      // Shorter than the wait for the answer, so a click that cannot happen says why first.
      closeButton.click({ timeout: 20_000 }),
    ]);
    expect(closed.status()).toBe(200);

    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(meera.email);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
  });
});
