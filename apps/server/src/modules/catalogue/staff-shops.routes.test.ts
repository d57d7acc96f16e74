import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { shop } from './catalogue.schema.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { registerAccount } from '../../test/accounts.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import {
  auditEntriesOf,
  callAs,
  employeeWith,
  refusedCallers,
  type Caller,
} from '../../test/staff.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { notifyShopChanged } from './index.ts';
import { createStaffShopsRepository } from './staff-shops.repository.ts';
import { createStaffShopsService } from './staff-shops.service.ts';
import { NO_SUCH_ID } from './testing.ts';

const inbox = await startSmtpInbox();
const t = await createTestApp({
  SMTP_URL: inbox.url,
  AUTH_RATE_LIMIT_MAX: '100000',
  LOG_LEVEL: 'error',
  PAYMENT_RECONCILE_INTERVAL_MS: '0',
});
afterAll(async () => {
  await t.close();
  await inbox.close();
});
const call = callAs(t.app);

let staff: Caller;
let refused: Awaited<ReturnType<typeof refusedCallers>>;
let n = 0;

beforeAll(async () => {
  staff = await employeeWith(t.app, ['shops']);
  refused = await refusedCallers(t.app, 'shops');
}, 60_000);

/** A shop with a word of its own in its name, run by a new vendor, already in the search index. */
async function shopWithOwner() {
  const owner = await registerAccount(t.app);
  const word = `Quorvath${String.fromCharCode(97 + (n++ % 26))}${process.pid % 97}x${n}`;
  const id = await createOwnedShop(t.app, owner.user.id, { name: `${word} Looms` });
  // Written straight to the table: announced as every shop writer does, then found by search.
  await runInTransaction(t.app.database.db, (tx) => notifyShopChanged(tx, id));
  await waitFor(async () => ((await searchFinds(word, id)) ? true : undefined), {
    what: 'the new shop in search',
  });
  return {
    id,
    word,
    owner: { token: owner.token, userId: owner.user.id, email: owner.user.email },
  };
}

const searchFinds = async (word: string, id: string) => {
  const res = await call(undefined, 'GET', `/vendor/fetch-shops?searchKey=${word}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ id: string }>).some((item) => item.id === id);
};

describe('staff shops: who may', () => {
  it('refuses customers, vendors and employees without the shops area (403) on every shop operation', async () => {
    const { id } = await shopWithOwner();
    const operations = [
      ['GET', '/admin/shops', undefined],
      ['POST', `/admin/shops/${id}/verify`, { verified: true }],
      ['POST', `/admin/shops/${id}/premium`, { premium: true }],
      ['POST', `/admin/shops/${id}/suspend`, { reason: 'Refused anyway' }],
      ['POST', `/admin/shops/${id}/reinstate`, { reason: 'Refused anyway' }],
    ] as const;
    for (const [name, caller] of Object.entries(refused)) {
      for (const [method, url, body] of operations) {
        const res = await call(caller, method, url, body);
        expect(res.statusCode, `${name}: ${method} ${url}`).toBe(403);
      }
    }
    const [row] = await t.app.database.db.select().from(shop).where(eq(shop.id, id));
    expect(row).toMatchObject({ verified: false, premium: false, suspendedAt: null });
    expect(await auditEntriesOf(t.app, id)).toEqual([]);
  });
});

describe('staff shops', () => {
  it('finds shops by name or owner email, with their owners', async () => {
    const { id, word, owner } = await shopWithOwner();
    const byName = await call(staff, 'GET', `/admin/shops?searchKey=${word}`);
    expect(byName.statusCode, byName.body).toBe(200);
    expect(byName.json()).toMatchObject({ total: 1, page: 1 });
    expect(byName.json().items[0]).toMatchObject({
      id,
      suspendedAt: null,
      owners: [{ id: owner.userId, email: owner.email }],
    });
    const byOwner = await call(staff, 'GET', `/admin/shops?searchKey=${owner.email}`);
    expect(byOwner.json().items.map((s: { id: string }) => s.id)).toEqual([id]);
    const badStatus = await call(staff, 'GET', '/admin/shops?status=closed');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().error.details[0].field).toBe('status');
  });

  it('verifies a shop and marks it premium, each audited with before and after', async () => {
    const { id } = await shopWithOwner();
    const verified = await call(staff, 'POST', `/admin/shops/${id}/verify`, { verified: true });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toMatchObject({ verified: true, premium: false });
    const premium = await call(staff, 'POST', `/admin/shops/${id}/premium`, { premium: true });
    expect(premium.json()).toMatchObject({ verified: true, premium: true });
    const shown = await call(undefined, 'GET', `/vendor/fetch-shop?id=${id}`);
    expect(shown.json()).toMatchObject({ verified: true, premium: true });
    const entries = await auditEntriesOf(t.app, id);
    expect(entries.map((e) => e.action)).toEqual(['shop.premium', 'shop.verify']);
    expect(entries[1]).toMatchObject({
      actorId: staff.userId,
      before: { verified: false },
      after: { verified: true },
    });
    const bad = await call(staff, 'POST', `/admin/shops/${id}/verify`, { verified: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('verified');
    const unknown = await call(staff, 'POST', `/admin/shops/${NO_SUCH_ID}/verify`, {
      verified: true,
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('suspending takes the shop out of search and its page at once and tells the owner; reinstating brings it back', async () => {
    const { id, word, owner } = await shopWithOwner();
    expect(await searchFinds(word, id)).toBe(true);

    const noReason = await call(staff, 'POST', `/admin/shops/${id}/suspend`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.details[0].field).toBe('reason');

    const suspended = await call(staff, 'POST', `/admin/shops/${id}/suspend`, {
      reason: 'Counterfeit listings reported',
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect(suspended.json()).toMatchObject({ suspensionReason: 'Counterfeit listings reported' });
    expect(suspended.json().suspendedAt).not.toBeNull();
    expect(await searchFinds(word, id)).toBe(false);
    expect((await call(undefined, 'GET', `/vendor/fetch-shop?id=${id}`)).statusCode).toBe(404);
    const again = await call(staff, 'POST', `/admin/shops/${id}/suspend`, { reason: 'Twice over' });
    expect(again.statusCode).toBe(409);

    const notifications = await call(owner, 'GET', '/notifications');
    expect(notifications.json().items[0]).toMatchObject({ title: 'Your shop is suspended' });
    expect(notifications.json().items[0].body).toContain('Counterfeit listings reported');
    const mail = await waitFor(
      () => inbox.received.find((m) => m.to.includes(owner.email) && m.body.includes('suspended')),
      { what: "the owner's suspension mail" },
    );
    expect(mail.body).toContain('Counterfeit listings reported');
    const suspendedList = await call(
      staff,
      'GET',
      `/admin/shops?status=suspended&searchKey=${word}`,
    );
    expect(suspendedList.json().total).toBe(1);

    const reinstated = await call(staff, 'POST', `/admin/shops/${id}/reinstate`, {
      reason: 'Listings checked and fixed',
    });
    expect(reinstated.statusCode, reinstated.body).toBe(200);
    expect(reinstated.json()).toMatchObject({ suspendedAt: null, suspensionReason: null });
    expect(await searchFinds(word, id)).toBe(true);
    expect((await call(undefined, 'GET', `/vendor/fetch-shop?id=${id}`)).statusCode).toBe(200);
    await waitFor(
      () => inbox.received.find((m) => m.to.includes(owner.email) && m.body.includes('reinstated')),
      { what: "the owner's reinstatement mail" },
    );

    const entries = await auditEntriesOf(t.app, id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['shop.reinstate', 'Listings checked and fixed'],
      ['shop.suspend', 'Counterfeit listings reported'],
    ]);
  });

  it('suspends a shop and writes its audit entry together or not at all', async () => {
    const { id, word } = await shopWithOwner();
    const service = createStaffShopsService({
      repository: createStaffShopsRepository(t.app.database.db),
      transaction: (work) => runInTransaction(t.app.database.db, work),
      audit: async () => {
        throw new Error('the audit log is unavailable');
      },
      notify: async () => null,
      enqueueOwnerMail: async () => 0,
      reloadLocally: async () => {},
      clock: () => new Date(),
    });
    const actor = { id: staff.userId, name: 'Staff', email: 'staff@example.test' };
    await expect(service.suspend(actor, id, 'Never written')).rejects.toThrow(
      'the audit log is unavailable',
    );
    const [row] = await t.app.database.db.select().from(shop).where(eq(shop.id, id));
    expect(row!.suspendedAt).toBeNull();
    expect(await searchFinds(word, id)).toBe(true);
  });
});
