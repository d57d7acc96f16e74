import { expect, it } from 'vitest';
import { waitFor } from '../../server/src/test/wait-for.ts';
import { describeJourney } from './support/harness.ts';

type Mail = { to: string; subject: string; text: string };

describeJourney('an account from sign-up to a reset password', (journey) => {
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
