import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from '../../modules/users/index.ts';

let t: TestApp;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
/** While true, the SMTP server answers every message with a temporary failure. */
let smtpRefuses = false;
beforeAll(async () => {
  inbox = await startSmtpInbox({ refuse: () => smtpRefuses });
  // One attempt: an event nobody handles, or whose mail is refused, is failed at once.
  t = await createTestApp({
    AUTH_RATE_LIMIT_MAX: '1000',
    OUTBOX_MAX_ATTEMPTS: '1',
    SMTP_URL: inbox.url,
  });
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});

async function adminToken(): Promise<string> {
  const admin = await registerAccount(t.app);
  await createUsersRepository(t.app.database.db).setRoles(admin.user.id, {
    customer: false,
    vendor: false,
    employee: false,
    admin: true,
  });
  return admin.token;
}

const failedEvent = (id: number) =>
  waitFor(
    async () => {
      const row = await t.app.outbox.repository.findById(id);
      return row?.status === 'failed' ? row : undefined;
    },
    { what: `outbox event ${id} failed` },
  );

const listFailed = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/outbox/failed', headers });

describe('GET /api/v1/admin/outbox/failed', () => {
  it('lists a failed event with its error, without its payload, to administrators only', async () => {
    const id = await t.app.outbox.repository.insert({
      type: 'test:orphan',
      payload: { secret: 'reset-token-abc' },
    });
    await waitFor(async () => {
      const row = await t.app.outbox.repository.findById(id);
      return row?.status === 'failed' ? row : undefined;
    });

    expect((await listFailed()).statusCode).toBe(401);
    const customer = await registerAccount(t.app);
    const refused = await listFailed(bearer(customer.token));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');

    const admin = await registerAccount(t.app);
    await createUsersRepository(t.app.database.db).setRoles(admin.user.id, {
      customer: false,
      vendor: false,
      employee: false,
      admin: true,
    });
    const res = await listFailed(bearer(admin.token));
    expect(res.statusCode).toBe(200);
    const item = res.json().items.find((i: { id: number }) => i.id === id);
    expect(item).toMatchObject({
      type: 'test:orphan',
      status: 'failed',
      attempts: 1,
      lastError: 'No handler is registered for test:orphan',
    });
    expect(res.body).not.toContain('reset-token-abc');
  });

  it('refuses a non-administrator before validating the query', async () => {
    const customer = await registerAccount(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/outbox/failed?limit=0',
      headers: bearer(customer.token),
    });
    // A non-admin is refused before validation, so it learns nothing from a 400.
    expect(res.statusCode).toBe(403);
  });
});

describe('POST /api/v1/admin/outbox/{id}/retry', () => {
  const retry = (id: number | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api/v1/admin/outbox/${id}/retry`, headers });

  it('queues a failed event again, and it is delivered', async () => {
    const token = await adminToken();
    smtpRefuses = true;
    const link = `http://localhost:3000/reset-password?token=retry-${Date.now()}`;
    const id = await t.app.outbox.repository.insert({
      type: 'password-reset:requested',
      payload: { to: 'retry@example.com', name: 'Retry Person', link },
    });
    const failed = await failedEvent(id);
    expect(failed.lastError).toContain('try again later');
    expect(inbox.received.some((m) => m.body.includes(link))).toBe(false);

    smtpRefuses = false;
    const res = await retry(id, bearer(token));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, type: 'password-reset:requested', status: 'pending' });
    expect(res.json().attempts).toBe(0);

    // Delivered: the mail arrives once and the event is gone from the table.
    await waitFor(() => (inbox.received.some((m) => m.body.includes(link)) ? true : undefined), {
      what: 'the retried reset mail',
    });
    await waitFor(async () =>
      (await t.app.outbox.repository.findById(id)) === undefined ? true : undefined,
    );
    expect(inbox.received.filter((m) => m.body.includes(link))).toHaveLength(1);

    // A delivered event no longer exists.
    const again = await retry(id, bearer(token));
    expect(again.statusCode).toBe(404);
    expect(again.json().error.code).toBe('NOT_FOUND');
  });

  it('answers 409 for an event that has not failed, and leaves it as it was', async () => {
    const token = await adminToken();
    const runAt = new Date(Date.now() + 60 * 60 * 1000);
    const id = await t.app.outbox.repository.insert({
      type: 'test:later',
      payload: {},
      runAt,
    });
    const res = await retry(id, bearer(token));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('CONFLICT');
    const row = await t.app.outbox.repository.findById(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
    expect(row!.runAt.getTime()).toBe(runAt.getTime());
  });

  it('answers 404 for an unknown id and 400 naming the field for one that is not a number', async () => {
    const token = await adminToken();
    const unknown = await retry(987654321, bearer(token));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');

    const bad = await retry('abc', bearer(token));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('VALIDATION_FAILED');
    expect(JSON.stringify(bad.json().error)).toContain('id');
  });

  it('is for administrators only, refused before the id is looked at', async () => {
    const id = await t.app.outbox.repository.insert({ type: 'test:orphan', payload: {} });
    await failedEvent(id);
    expect((await retry(id)).statusCode).toBe(401);
    const customer = await registerAccount(t.app);
    const refused = await retry(id, bearer(customer.token));
    expect(refused.statusCode).toBe(403);
    expect((await retry('abc', bearer(customer.token))).statusCode).toBe(403);
    // Still failed: nothing was re-queued.
    expect((await t.app.outbox.repository.findById(id))?.status).toBe('failed');
  });
});
