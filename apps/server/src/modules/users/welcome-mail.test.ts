import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, newAccount, registerAccount } from '../../test/accounts.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  inbox = await startSmtpInbox();
  t = await createTestApp({ SMTP_URL: inbox.url });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

const welcomesTo = (email: string) =>
  inbox.received.filter(
    (m) => m.to.includes(email) && m.body.includes('Subject: Welcome to Vitrine'),
  );

describe('the welcome mail', () => {
  it('arrives over SMTP after POST /user/register, in HTML and text, addressed by name', async () => {
    const account = await registerAccount(t.app, newAccount({ name: 'Meera Kapoor' }));
    const [mail] = await waitFor(
      () => (welcomesTo(account.email).length > 0 ? welcomesTo(account.email) : undefined),
      { what: 'the welcome mail' },
    );
    expect(mail!.body).toContain('Welcome to Vitrine, Meera Kapoor');
    expect(mail!.body).toContain('Content-Type: text/plain');
    expect(mail!.body).toContain('Content-Type: text/html');
    expect(mail!.body).toContain('Start exploring: http://localhost:3000/');
    expect(mail!.body).toMatch(/Message-ID: <outbox-\d+\.user-registered@localhost>/);
  });

  it('arrives once for a first social sign-in (register-sso), not again on later calls', async () => {
    // A social sign-in creates the user without a role row, as better-auth does here.
    const person = newAccount({ name: 'Ravi Social' });
    const signedUp = await t.app.auth.api.signUpEmail({ body: person });
    const token = signedUp.token!;
    for (let i = 0; i < 3; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/register-sso',
        headers: bearer(token),
      });
      expect(res.statusCode).toBe(200);
    }
    await waitFor(() => (welcomesTo(person.email).length > 0 ? true : undefined), {
      what: 'the welcome mail of the social user',
    });
    // Everything written so far has been delivered once the outbox is empty.
    await waitFor(async () =>
      (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
    );
    expect(welcomesTo(person.email)).toHaveLength(1);
  });
});
