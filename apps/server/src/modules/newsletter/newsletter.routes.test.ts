import type { MailboxItem } from '@vitrine/contracts/mail';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/v1/public/subscribe', payload: { email } });

async function mailTo(email: string): Promise<MailboxItem[]> {
  // Mail leaves through the outbox: everything written so far is sent once it is empty.
  await waitFor(async () =>
    (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
  );
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`,
  });
  expect(response.statusCode).toBe(200);
  return response.json().items;
}

/** The path and query of a link in a mail, so the test can open it. */
function linkIn(mail: MailboxItem, path: string): string {
  const match = new RegExp(`https?://[^\\s]+/api/v1/public/${path}\\?token=[^\\s]+`).exec(
    mail.text,
  );
  expect(match, mail.text).not.toBeNull();
  const url = new URL(match![0]);
  expect(url.origin).toBe(t.config.publicUrl);
  return `${url.pathname}${url.search}`;
}

const open = (path: string) => t.app.inject({ method: 'GET', url: path });

describe('POST /api/v1/public/subscribe', () => {
  it('mails a confirmation link; opening it confirms the subscription (double opt-in)', async () => {
    const response = await subscribe('Meera@Example.com ');
    expect(response.statusCode).toBe(202);
    expect(response.json().message).toMatch(/confirm/);

    const [mail, ...others] = await mailTo('meera@example.com');
    expect(others).toEqual([]);
    expect(mail!.subject).toBe('Confirm your Vitrine newsletter subscription');
    const confirmed = await open(linkIn(mail!, 'subscribe/confirm'));
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(confirmed.body).toContain('You are subscribed');

    // Opening the link again still says so.
    const again = await open(linkIn(mail!, 'subscribe/confirm'));
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('You are subscribed');
  });

  it('is idempotent: subscribing a confirmed address again answers the same and sends nothing', async () => {
    const first = await subscribe('asha@example.com');
    const [mail] = await mailTo('asha@example.com');
    await open(linkIn(mail!, 'subscribe/confirm'));
    const second = await subscribe('asha@example.com');
    expect(second.statusCode).toBe(202);
    expect(second.json()).toEqual(first.json());
    expect(await mailTo('asha@example.com')).toHaveLength(1);
  });

  it('does not mail a pending address twice within ten minutes', async () => {
    await subscribe('ravi@example.com');
    await subscribe('ravi@example.com');
    expect(await mailTo('ravi@example.com')).toHaveLength(1);
  });

  it('mails one confirmation when subscriptions of one address arrive at once', async () => {
    // From several visitors: a burst from one would meet the per-visitor attempt limit first.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/public/subscribe',
          payload: { email: 'zoya@example.com' },
          remoteAddress: `10.0.0.${i + 1}`,
        }),
      ),
    );
    expect(new Set(answers.map((res) => res.statusCode))).toEqual(new Set([202]));
    expect(await mailTo('zoya@example.com')).toHaveLength(1);
  });

  it('unsubscribes with the mailed link, idempotently, and the old confirm link then stops working', async () => {
    await subscribe('kavya@example.com');
    const [mail] = await mailTo('kavya@example.com');
    const confirmLink = linkIn(mail!, 'subscribe/confirm');
    const unsubscribeLink = linkIn(mail!, 'unsubscribe');
    expect((await open(confirmLink)).statusCode).toBe(200);

    const gone = await open(unsubscribeLink);
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('You are unsubscribed');
    expect((await open(unsubscribeLink)).statusCode).toBe(200);

    const stale = await open(confirmLink);
    expect(stale.statusCode).toBe(410);
    expect(stale.body).toContain('This link no longer works');

    // Subscribing again starts a new double opt-in with a new mail.
    await subscribe('kavya@example.com');
    const mails = await mailTo('kavya@example.com');
    expect(mails).toHaveLength(2);
    expect(linkIn(mails[0]!, 'subscribe/confirm')).not.toBe(confirmLink);
    expect((await open(linkIn(mails[0]!, 'subscribe/confirm'))).statusCode).toBe(200);
  });

  it('supports one-click unsubscribe by POST (RFC 8058)', async () => {
    await subscribe('farah@example.com');
    const [mail] = await mailTo('farah@example.com');
    const response = await t.app.inject({
      method: 'POST',
      url: linkIn(mail!, 'unsubscribe'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.statusCode).toBe(204);
  });

  it('refuses forged or unknown tokens without revealing anything', async () => {
    await subscribe('zoya@example.com');
    const [mail] = await mailTo('zoya@example.com');
    const real = new URL(linkIn(mail!, 'unsubscribe'), 'http://x').searchParams.get('token')!;
    const [id] = real.split('.');
    const forged = await open(`/api/v1/public/unsubscribe?token=${id}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect((await open('/api/v1/public/unsubscribe?token=nonsense')).statusCode).toBe(404);
    expect((await open('/api/v1/public/subscribe/confirm?token=nonsense')).statusCode).toBe(410);
    // The real subscription is untouched and can still be confirmed.
    expect((await open(linkIn(mail!, 'subscribe/confirm'))).statusCode).toBe(200);
  });

  it('answers 400 naming email for an invalid address, and token for a link without one', async () => {
    for (const payload of [{ email: 'not-an-email' }, {}]) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v1/public/subscribe',
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.details[0].field).toBe('email');
    }
    const response = await open('/api/v1/public/subscribe/confirm');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details[0].field).toBe('token');
  });
});
