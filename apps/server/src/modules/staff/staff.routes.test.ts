import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWithRoles, bearer, registerAccount, signIn } from '../../test/accounts.ts';
import { startSmtpInbox } from '../../test/smtp-inbox.ts';
import { createTestApp } from '../../test/test-app.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createCredits } from '../credits/index.ts';
import { runInTransaction } from '../../platform/db/transaction.ts';
import { staffCustomerViewOf } from '../../flows/staff-customer-view.ts';

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

type Caller = { token: string; userId: string };
let admin: Caller;

const call = (
  as: Caller | undefined,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: as ? bearer(as.token) : {},
    ...(payload ? { payload } : {}),
  });

let counter = 0;
const freshEmail = () => `staff-${process.pid}-${Date.now()}-${++counter}@example.test`;

/** Invites an employee with these areas, sets their password from the mailed link, signs in. */
async function employeeWith(permissions: string[]): Promise<Caller & { email: string }> {
  const email = freshEmail();
  const invited = await call(admin, 'POST', '/emp/inviteEmployee', {
    email,
    name: 'Meera Staff',
    permissions,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const mail = await waitFor(
    () => inbox.received.find((m) => m.to.includes(email) && m.body.includes('invited you')),
    { what: 'the invitation mail' },
  );
  const token = /auth\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(
    mail.body.replace(/=\r?\n/g, ''),
  )![1]!;
  const password = 'amber-kettle-orchard-77';
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/auth/reset-password',
    payload: { token, newPassword: password },
  });
  expect(set.statusCode, set.body).toBe(200);
  const signedIn = await signIn(t.app, { email, password });
  expect(signedIn.statusCode, signedIn.body).toBe(200);
  return { token: signedIn.json().token, userId: invited.json().id, email };
}

const auditOf = async (query: string) =>
  (await call(admin, 'GET', `/admin/audit-log?${query}`)).json().items as Array<{
    action: string;
    actorId: string;
    subjectId: string;
    before: unknown;
    after: unknown;
    reason: string | null;
  }>;

async function grant(userId: string, amount: number) {
  await runInTransaction(t.app.database.db, (tx) =>
    createCredits(t.app.database.db).grant(tx, {
      userId,
      amount,
      kind: 'staff_adjustment',
      reference: null,
    }),
  );
}

beforeAll(async () => {
  admin = await accountWithRoles(t.app, { admin: true });
}, 60_000);

describe('employees', () => {
  it('an admin invites an employee, who sets a password from the mail and reads their own record', async () => {
    const employee = await employeeWith(['support', 'credits']);
    const own = await call(employee, 'GET', '/emp/getEmployeeDetails');
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      id: employee.userId,
      email: employee.email,
      permissions: ['support', 'credits'],
      invitedBy: admin.userId,
      removedAt: null,
    });
    const entries = await auditOf(`action=employee.invite&subjectId=${employee.userId}`);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.userId,
      before: null,
      after: { permissions: ['support', 'credits'], removed: false },
    });
  });

  it('refuses to invite a current employee again (409 naming email), oneself (403) and a bad area (400)', async () => {
    const employee = await employeeWith(['support']);
    const again = await call(admin, 'POST', '/emp/inviteEmployee', {
      email: employee.email,
      name: 'Again',
      permissions: [],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/^email:/);
    const adminEmail = (await call(admin, 'GET', '/admin/getAdminDetails')).json().email;
    const self = await call(admin, 'POST', '/emp/inviteEmployee', {
      email: adminEmail,
      name: 'Me',
      permissions: ['credits'],
    });
    expect(self.statusCode).toBe(403);
    const bad = await call(admin, 'POST', '/emp/inviteEmployee', {
      email: freshEmail(),
      name: 'X',
      permissions: ['everything'],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('permissions');
  });

  it('mails one invitation for ten concurrent invites of one address, new or an existing account', async () => {
    const customer = await registerAccount(t.app);
    for (const email of [freshEmail(), customer.email]) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          call(admin, 'POST', '/emp/inviteEmployee', {
            email,
            name: `Asked ${i}`,
            permissions: ['support'],
          }),
        ),
      );
      const statuses = answers.map((res) => res.statusCode).sort();
      expect(statuses, answers.map((res) => res.body).join('\n')).toEqual([
        201,
        ...Array<number>(9).fill(409),
      ]);
      for (const refused of answers.filter((res) => res.statusCode === 409)) {
        expect(refused.json().error.details).toMatchObject([{ field: 'email' }]);
      }
      await waitFor(async () =>
        (await t.app.outbox.repository.countPending()) === 0 ? true : undefined,
      );
      const invitations = inbox.received.filter(
        (m) => m.to.includes(email) && m.body.includes('invited you'),
      );
      expect(invitations).toHaveLength(1);
    }
  });

  it('mails a removed employee invited again within the hour no second link (409)', async () => {
    const employee = await employeeWith(['support']);
    expect(
      (await call(admin, 'DELETE', `/emp/deleteEmployee?id=${employee.userId}`)).statusCode,
    ).toBe(200);
    const again = await call(admin, 'POST', '/emp/inviteEmployee', {
      email: employee.email,
      name: 'Meera Staff',
      permissions: ['support'],
    });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.message).toMatch(/^email: an invitation was mailed/);
  });

  it('lists employees with search and paging, downloads them, and finds one by id', async () => {
    const employee = await employeeWith(['content']);
    const found = await call(admin, 'GET', `/emp/getAllEmployees?searchKey=${employee.email}`);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({ total: 1, page: 1 });
    expect(found.json().items[0].id).toBe(employee.userId);
    const paged = await call(admin, 'GET', '/emp/getAllEmployees?limit=1&page=1');
    expect(paged.json().items).toHaveLength(1);
    expect(paged.json().total).toBeGreaterThan(1);
    const file = await call(admin, 'GET', '/emp/getAllEmployees?download=csv');
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain(employee.email);
    const one = await call(admin, 'GET', `/emp/getEmployeeById?id=${employee.userId}`);
    expect(one.json().permissions).toEqual(['content']);
    const unknown = await call(admin, 'GET', '/emp/getEmployeeById?id=nobody');
    expect(unknown.statusCode).toBe(404);
  });

  it('an admin changes areas (audited before and after); the guard follows at once', async () => {
    const employee = await employeeWith(['support']);
    expect((await call(employee, 'GET', '/admin/users?searchKey=xx')).statusCode).toBe(403);
    const updated = await call(admin, 'PATCH', '/emp/updateEmp', {
      id: employee.userId,
      permissions: ['credits'],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect((await call(employee, 'GET', '/admin/users?searchKey=xx')).statusCode).toBe(200);
    const [entry] = await auditOf(`action=employee.update&subjectId=${employee.userId}`);
    expect(entry).toMatchObject({
      before: { permissions: ['support'] },
      after: { permissions: ['credits'] },
    });
  });

  it('employees cannot manage employees, not even themselves', async () => {
    const employee = await employeeWith(['shops', 'support', 'content', 'credits']);
    for (const [method, url, body] of [
      ['PATCH', '/emp/updateEmp', { id: employee.userId, permissions: ['credits'] }],
      ['POST', '/emp/inviteEmployee', { email: freshEmail(), name: 'X', permissions: [] }],
      ['DELETE', `/emp/deleteEmployee?id=${employee.userId}`, undefined],
      ['GET', '/emp/getAllEmployees', undefined],
      ['GET', '/admin/audit-log', undefined],
    ] as const) {
      const res = await call(employee, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
  });

  it('removing an employee takes the role and areas, keeps the record and what they did', async () => {
    const employee = await employeeWith(['credits']);
    const customer = await registerAccount(t.app);
    const adjusted = await call(employee, 'POST', `/admin/users/${customer.user.id}/credits`, {
      amount: 5,
      reason: 'Goodwill for a late meeting',
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);

    const removed = await call(admin, 'DELETE', `/emp/deleteEmployee?id=${employee.userId}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().removedAt).not.toBeNull();
    expect(removed.json().permissions).toEqual([]);
    // The same session can do no staff work any more.
    expect((await call(employee, 'GET', '/emp/getEmployeeDetails')).statusCode).toBe(403);
    const again = await call(employee, 'POST', `/admin/users/${customer.user.id}/credits`, {
      amount: 5,
      reason: 'Trying after removal',
    });
    expect(again.statusCode).toBe(403);
    // What they did is still there, under their name.
    const done = await auditOf(`actorId=${employee.userId}`);
    expect(done.map((e) => e.action)).toEqual(['credits.adjust']);
    expect(
      (await call(admin, 'GET', `/emp/getEmployeeById?id=${employee.userId}`)).statusCode,
    ).toBe(200);
    const listed = await call(admin, 'GET', `/emp/getAllEmployees?searchKey=${employee.email}`);
    expect(listed.json().total).toBe(0);
    const withRemoved = await call(
      admin,
      'GET',
      `/emp/getAllEmployees?searchKey=${employee.email}&includeRemoved=true`,
    );
    expect(withRemoved.json().total).toBe(1);
    // Removing twice: nothing left to remove.
    expect(
      (await call(admin, 'DELETE', `/emp/deleteEmployee?id=${employee.userId}`)).statusCode,
    ).toBe(404);
  });

  it('GET /admin/getAdminDetails answers the admin with every area', async () => {
    const res = await call(admin, 'GET', '/admin/getAdminDetails');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: admin.userId,
      roles: { admin: true },
      permissions: ['shops', 'support', 'content', 'credits'],
    });
  });
});

describe('credit adjustments and the user lookup', () => {
  it('grants credits with a reason: the ledger shows staff_adjustment and the audit log has the entry', async () => {
    const customer = await registerAccount(t.app);
    const res = await call(admin, 'POST', `/admin/users/${customer.user.id}/credits`, {
      amount: 30,
      reason: 'Sorry for the dropped call',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ amount: 30, balance: 30 });
    const [entry] = await auditOf(`action=credits.adjust&subjectId=${customer.user.id}`);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      before: { balance: 0 },
      after: { balance: 30, delta: 30 },
      reason: 'Sorry for the dropped call',
    });
    const ledger = await t.app.inject({
      method: 'GET',
      url: '/api/v1/user/credits',
      headers: bearer(customer.token),
    });
    expect(ledger.statusCode, ledger.body).toBe(200);
    expect(ledger.body).toContain('staff_adjustment');
  });

  it('refuses a take below zero (409 naming amount) and writes no audit entry', async () => {
    const customer = await registerAccount(t.app);
    await grant(customer.user.id, 10);
    const refused = await call(admin, 'POST', `/admin/users/${customer.user.id}/credits`, {
      amount: -11,
      reason: 'Charge-back',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(/^amount:/);
    expect(await auditOf(`subjectId=${customer.user.id}`)).toEqual([]);

    const taken = await call(admin, 'POST', `/admin/users/${customer.user.id}/credits`, {
      amount: -10,
      reason: 'Charge-back',
    });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().balance).toBe(0);
    expect(await auditOf(`subjectId=${customer.user.id}`)).toHaveLength(1);
  });

  it("refuses bad input with 400 naming the field, an unknown user with 404, and one's own credits with 403", async () => {
    const customer = await registerAccount(t.app);
    for (const body of [
      ['amount', { amount: 0, reason: 'Nothing' }],
      ['amount', { amount: 1.5, reason: 'Half' }],
      ['reason', { amount: 5, reason: '' }],
    ] as const) {
      const res = await call(admin, 'POST', `/admin/users/${customer.user.id}/credits`, body[1]);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.details[0].field).toBe(body[0]);
    }
    const unknown = await call(admin, 'POST', '/admin/users/nobody/credits', {
      amount: 5,
      reason: 'Ghost',
    });
    expect(unknown.statusCode).toBe(404);
    const employee = await employeeWith(['credits']);
    const self = await call(employee, 'POST', `/admin/users/${employee.userId}/credits`, {
      amount: 500,
      reason: 'For me',
    });
    expect(self.statusCode).toBe(403);
  });

  it('rolls the adjustment back when its audit entry cannot be written', async () => {
    const customer = await registerAccount(t.app);
    const db = t.app.database.db;
    const service = staffCustomerViewOf(db);
    // An actor without a name: the audit row violates NOT NULL, after the grant was written.
    const nameless = { id: admin.userId, name: null as unknown as string, email: 'a@example.test' };
    await expect(
      service.adjustCredits(nameless, customer.user.id, { amount: 25, reason: 'Lost entry' }),
    ).rejects.toThrow();
    expect(await createCredits(db).balance(customer.user.id)).toBe(0);
    expect(await auditOf(`subjectId=${customer.user.id}`)).toEqual([]);
  });

  it('looks a customer up with their bookings, orders and ledger summary', async () => {
    const customer = await registerAccount(t.app);
    await grant(customer.user.id, 40);
    const res = await call(admin, 'GET', `/admin/users?searchKey=${customer.email}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([
      expect.objectContaining({
        id: customer.user.id,
        roles: expect.objectContaining({ customer: true }),
        bookings: { total: 0, upcoming: 0 },
        orders: { total: 0, open: 0 },
        credits: expect.objectContaining({ balance: 40, granted: 40, spent: 0 }),
      }),
    ]);
    expect(res.json().items[0].credits.recent[0]).toMatchObject({ delta: 40 });
  });
});

describe('GET /admin/audit-log', () => {
  it('filters by time and pages, newest first; no route changes an entry', async () => {
    const before = new Date().toISOString();
    const customer = await registerAccount(t.app);
    for (const amount of [1, 2, 3]) {
      await call(admin, 'POST', `/admin/users/${customer.user.id}/credits`, {
        amount,
        reason: `Adjustment ${amount}`,
      });
    }
    const page = await call(
      admin,
      'GET',
      `/admin/audit-log?subjectId=${customer.user.id}&from=${encodeURIComponent(before)}&limit=2`,
    );
    expect(page.json().total).toBe(3);
    expect(page.json().items.map((e: { reason: string }) => e.reason)).toEqual([
      'Adjustment 3',
      'Adjustment 2',
    ]);
    const later = await call(
      admin,
      'GET',
      `/admin/audit-log?to=${encodeURIComponent(before)}&subjectId=${customer.user.id}`,
    );
    expect(later.json().total).toBe(0);
    const bad = await call(admin, 'GET', '/admin/audit-log?from=yesterday');
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('from');

    const id = page.json().items[0].id as string;
    for (const method of ['PATCH', 'DELETE', 'PUT'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/v1/admin/audit-log/${id}`,
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(404);
    }
  });
});
