import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerAccount } from '../../test/accounts.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createUsersRepository } from '../users/index.ts';

let t: TestApp;
beforeAll(async () => {
  // One attempt: an event nobody handles is failed at once.
  t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '1000', OUTBOX_MAX_ATTEMPTS: '1' });
});
afterAll(() => t.close());

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
