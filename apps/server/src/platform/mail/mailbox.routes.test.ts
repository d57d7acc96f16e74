import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';

/** Each mail of these tests is a mail of its own. */
const freshMessageId = () => `<mailbox-test-${randomUUID()}@localhost>`;

describe('the dev mailbox (no SMTP_URL: mail goes to the outbox)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const mailboxFor = async (to: string) =>
    (
      await t.app.inject({ method: 'GET', url: `/api/v1/dev/mailbox?to=${encodeURIComponent(to)}` })
    ).json();

  it('keeps sent mail and lists it as JSON for one address, newest first', async () => {
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'reader@example.test',
      subject: 'First',
      text: 'one',
    });
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'reader@example.test',
      subject: 'Second',
      text: 'two',
      html: '<p>two</p>',
    });
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'someone-else@example.test',
      subject: 'Other',
      text: 'x',
    });

    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=Reader@example.test',
    });
    expect(res.statusCode).toBe(200);
    const { items } = res.json();
    expect(items.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(items[0]).toMatchObject({
      to: 'reader@example.test',
      text: 'two',
      html: '<p>two</p>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('receives the reset link of forgot-password, as the browser tests read it', async () => {
    const account = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/forgot-password',
      payload: { email: account.email },
    });
    expect(res.statusCode).toBe(202);
    const mail = await waitFor(
      async () =>
        (await mailboxFor(account.email)).items.find(
          (m: { subject: string }) => m.subject === 'Reset your Vitrine password',
        ),
      {
        what: 'the reset mail in the outbox',
      },
    );
    expect(mail.subject).toBe('Reset your Vitrine password');
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/auth\/reset-password\?token=[\w-]+/);
  });

  it('shows the outbox as a readable page with clickable links', async () => {
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'page@example.test',
      subject: 'Link <inside>',
      text: 'Open http://localhost:3000/auth/reset-password?token=abc to continue',
    });
    const res = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Link &#60;inside&#62;');
    expect(res.body).toContain(
      '<a href="http://localhost:3000/auth/reset-password?token=abc">http://localhost:3000/auth/reset-password?token=abc</a>',
    );
  });
});

describe('who may read the dev mailbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Behind a trusted proxy, X-Forwarded-For decides request.ip; the mailbox must not care.
    t = await createTestApp({ TRUST_PROXY: 'true' });
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'victim@example.test',
      subject: 'Reset secret',
      text: 'x',
    });
  });
  afterAll(() => t.close());

  it('refuses a client on another machine with a 403 saying it is only for this machine', async () => {
    const json = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=victim@example.test',
      remoteAddress: '203.0.113.7',
    });
    expect(json.statusCode).toBe(403);
    expect(json.json().error).toEqual({
      code: 'FORBIDDEN',
      message: 'The dev mailbox answers only requests from this machine (loopback).',
    });
    const page = await t.app.inject({
      method: 'GET',
      url: '/dev/mailbox',
      remoteAddress: '203.0.113.7',
    });
    expect(page.statusCode).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('only requests from this machine');
    expect(page.body).not.toContain('Reset secret');
  });

  it('refuses a request that came through a proxy, whatever address it claims', async () => {
    for (const headers of [
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=127.0.0.1' },
      { 'x-real-ip': '::1' },
      // What CDNs and other proxies add instead (Cloudflare, Akamai, Fastly, Fly, Envoy, HTTP/1.1).
      { 'cf-connecting-ip': '127.0.0.1' },
      { 'true-client-ip': '127.0.0.1' },
      { 'x-client-ip': '127.0.0.1' },
      { 'fastly-client-ip': '127.0.0.1' },
      { 'fly-client-ip': '127.0.0.1' },
      { 'x-cluster-client-ip': '127.0.0.1' },
      { 'x-envoy-external-address': '127.0.0.1' },
      { 'x-forwarded-host': 'localhost' },
      { 'x-forwarded-proto': 'http' },
      { 'x-original-forwarded-for': '127.0.0.1' },
      { via: '1.1 proxy.example' },
    ]) {
      for (const url of ['/api/v1/dev/mailbox', '/dev/mailbox', '/api/v1/dev/sms', '/dev/sms']) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(res.body).not.toContain('Reset secret');
      }
    }
  });

  it('still answers a local request with ordinary headers', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/dev/mailbox?to=victim@example.test',
      headers: { 'user-agent': 'curl/8', accept: 'application/json', 'x-request-id': 'abc' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0].subject).toBe('Reset secret');
  });

  it('answers loopback clients over IPv4, IPv6 and IPv4-mapped IPv6', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/dev/mailbox?to=victim@example.test',
        remoteAddress,
      });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.json().items[0].subject).toBe('Reset secret');
    }
  });
});

describe('the dev mailbox in production', () => {
  let t: TestApp;
  const emptyWebDist = mkdtempSync(path.join(tmpdir(), 'vitrine-no-web-'));
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      // Production refuses the payments sandbox unless told (config.ts); payments play no part here.
      ALLOW_SANDBOX_IN_PRODUCTION: 'true',
      SEED_DEMO_DATA: 'false',
      WEB_DIST: emptyWebDist,
    });
  });
  afterAll(async () => {
    await t.close();
    rmSync(emptyWebDist, { recursive: true, force: true });
  });

  it('does not exist', async () => {
    await t.app.mailer.send({
      messageId: freshMessageId(),
      to: 'secret@example.test',
      subject: 'Private',
      text: 'nobody reads this',
    });
    const json = await t.app.inject({ method: 'GET', url: '/api/v1/dev/mailbox' });
    expect(json.statusCode).toBe(404);
    expect(json.json().error).toEqual({
      code: 'NOT_FOUND',
      message: 'The dev mailbox does not exist in production.',
    });
    const page = await t.app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('does not exist in production');
    expect(page.body).not.toContain('Private');
  });
});
