import type { MyPaymentPage } from '@vitrine/contracts/payments';
import type { SupportPage, SupportRequestDetail } from '@vitrine/contracts/support';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../platform/db/schema/index.ts';
import { auditLog, employee } from '../../platform/db/schema/staff.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import { uploadTestImage } from '../../test/multipart.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { shippedOrder } from '../../test/orders.ts';
import { insertPastMeeting } from '../../test/reviews.ts';
import { waitFor } from '../../test/wait-for.ts';
import { createTestApp } from '../../test/test-app.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
let offsetMs = 0;
const clock = () => new Date(Date.now() + offsetMs);
const t = await createTestApp({ AUTH_RATE_LIMIT_MAX: '100000' }, { clock });
afterAll(() => t.close());

type Account = { token: string; userId: string };
const customer = () => accountWithRoles(t.app, { customer: true });
/** An employee holding the support desk's area (and only it, unless told). */
async function staff(permissions: ('support' | 'shops' | 'content' | 'credits')[] = ['support']) {
  const account = await accountWithRoles(t.app, { employee: true });
  await t.app.database.db.insert(employee).values({ userId: account.userId, permissions });
  return account;
}

const send = (as: Account, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: bearer(as.token),
    ...(payload ? { payload } : {}),
  });

async function open(as: Account, values: Record<string, unknown> = {}) {
  const res = await send(as, 'POST', '/supports', {
    subject: 'My meeting link did not work',
    category: 'meeting',
    description: 'The page said the room was closed.',
    ...values,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as SupportRequestDetail;
}

describe('support requests', () => {
  it('opens a request about my own meeting with a picture; the response target shows', async () => {
    const buyer = await customer();
    const owner = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, owner.userId);
    const meetingId = await insertPastMeeting(t.app, { shopId, customerId: buyer.userId });
    const picture = await uploadTestImage(t.app, buyer.token, 'support');
    const created = await open(buyer, {
      subjectKind: 'meeting',
      subjectId: meetingId,
      attachments: [picture.id],
    });
    expect(created).toMatchObject({
      status: 'open',
      subjectKind: 'meeting',
      subjectId: meetingId,
      attachments: [{ id: picture.id }],
      responseTarget: { hours: 24, answeredAt: null, missed: false },
      messages: [],
    });

    const stranger = await customer();
    const foreignMeeting = await send(stranger, 'POST', '/supports', {
      subject: 'Not my meeting',
      category: 'meeting',
      description: 'x',
      subjectKind: 'meeting',
      subjectId: meetingId,
    });
    expect(foreignMeeting.statusCode).toBe(400);
    expect(foreignMeeting.json().error.details[0].field).toBe('subjectId');
    const logo = await uploadTestImage(t.app, buyer.token, 'logo');
    const wrongPicture = await send(buyer, 'POST', '/supports', {
      subject: 'Wrong picture',
      category: 'other',
      description: 'x',
      attachments: [logo.id],
    });
    expect(wrongPicture.statusCode).toBe(400);
    expect(wrongPicture.json().error.details[0].field).toBe('attachments');
  });

  it("opens a request about my own order, and refuses another customer's or a made-up one", async () => {
    const { customer: buyer, order } = await shippedOrder(t.app);
    const created = await open(buyer, { subjectKind: 'order', subjectId: order.id });
    expect(created).toMatchObject({ subjectKind: 'order', subjectId: order.id });

    const stranger = await customer();
    for (const subjectId of [order.id, 'not-an-order-id']) {
      const refused = await send(stranger, 'POST', '/supports', {
        subject: 'Not my order',
        category: 'order',
        description: 'x',
        subjectKind: 'order',
        subjectId,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details[0].field).toBe('subjectId');
    }
  });

  it("opens a request about one of my payments (as GET /user/payments lists them), and refuses another customer's or a made-up one", async () => {
    const { customer: buyer } = await shippedOrder(t.app);
    const listed = await send(buyer, 'GET', '/user/payments');
    expect(listed.statusCode, listed.body).toBe(200);
    const payments = (listed.json() as MyPaymentPage).items;
    expect(payments).toEqual([
      expect.objectContaining({ purpose: 'order', status: 'paid', description: 'Shop order' }),
    ]);
    const payment = payments[0]!;
    const created = await open(buyer, {
      category: 'payment',
      subject: 'Charged twice',
      subjectKind: 'payment',
      subjectId: payment.id,
    });
    expect(created).toMatchObject({ subjectKind: 'payment', subjectId: payment.id });

    const stranger = await customer();
    expect((await send(stranger, 'GET', '/user/payments')).json()).toMatchObject({
      items: [],
      total: 0,
    });
    for (const [who, subjectId] of [
      [stranger, payment.id],
      [buyer, payment.reference], // the receipt's number is not an id: pick the payment
      [buyer, 'not-a-payment-id'],
      [buyer, '-'.repeat(36)],
    ] as const) {
      const refused = await send(who, 'POST', '/supports', {
        subject: 'Not my payment',
        category: 'payment',
        description: 'x',
        subjectKind: 'payment',
        subjectId,
      });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().error.details[0].field).toBe('subjectId');
    }
  });

  it('says what a request is about by its number or name, to the customer and to staff', async () => {
    const { customer: buyer, order } = await shippedOrder(t.app);
    const picture = await uploadTestImage(t.app, buyer.token, 'support');
    const aboutOrder = await open(buyer, {
      category: 'order',
      subjectKind: 'order',
      subjectId: order.id,
      attachments: [picture.id],
    });
    expect(aboutOrder.about).toEqual({
      kind: 'order',
      id: order.id,
      title: `Order ${order.number}`,
      at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      path: `/user/orders/${order.id}`,
    });

    const payment = ((await send(buyer, 'GET', '/user/payments')).json() as MyPaymentPage)
      .items[0]!;
    const aboutPayment = await open(buyer, {
      category: 'payment',
      subjectKind: 'payment',
      subjectId: payment.id,
    });
    expect(aboutPayment.about).toMatchObject({
      kind: 'payment',
      id: payment.id,
      title: `Payment ${payment.reference}`,
      at: payment.createdAt,
      // An order's payment opens the order it paid for.
      path: `/user/orders/${order.id}`,
    });

    const owner = await accountWithRoles(t.app, { vendor: true });
    const shopId = await createOwnedShop(t.app, owner.userId, { name: 'Zari House' });
    const meetingId = await insertPastMeeting(t.app, { shopId, customerId: buyer.userId });
    const aboutMeeting = await open(buyer, { subjectKind: 'meeting', subjectId: meetingId });
    expect(aboutMeeting.about).toMatchObject({
      kind: 'meeting',
      id: meetingId,
      title: 'Meeting with Zari House',
      path: `/user/meetings/${meetingId}`,
    });
    expect((await open(buyer)).about).toBeNull();

    // Staff read the same, with the customer's id for their activity and the pictures.
    const desk = await staff();
    const seen = (await send(desk, 'GET', `/admin/supports/${aboutOrder.id}`)).json();
    expect(seen).toMatchObject({
      about: { kind: 'order', title: `Order ${order.number}` },
      customerId: buyer.userId,
      attachments: [{ id: picture.id }],
    });
  });

  it("answers 404 for another customer's request", async () => {
    const buyer = await customer();
    const created = await open(buyer);
    const stranger = await customer();
    expect((await send(stranger, 'GET', `/supports/${created.id}`)).statusCode).toBe(404);
    expect(
      (await send(stranger, 'PATCH', `/supports/${created.id}`, { status: 'closed' })).statusCode,
    ).toBe(404);
    const theirs = (await send(stranger, 'GET', '/supports')).json() as SupportPage;
    expect(theirs.items).toEqual([]);
  });

  it('moves through the states with staff, notifying the customer; illegal changes are 409', async () => {
    const buyer = await customer();
    const agent = await staff();
    const created = await open(buyer);

    const edited = await send(buyer, 'PATCH', `/supports/${created.id}`, {
      description: 'The room said closed at 10:05.',
    });
    expect(edited.json()).toMatchObject({ description: 'The room said closed at 10:05.' });

    const answered = await send(agent, 'POST', `/admin/supports/${created.id}/messages`, {
      body: 'Which browser did you use?',
      status: 'waiting_for_customer',
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const afterAnswer = answered.json() as SupportRequestDetail;
    expect(afterAnswer.status).toBe('waiting_for_customer');
    expect(afterAnswer.responseTarget.answeredAt).not.toBeNull();
    expect(afterAnswer.messages).toEqual([
      expect.objectContaining({ authorRole: 'staff', authorName: 'Vitrine support' }),
    ]);

    // Not open any more: editing is refused, a message is welcome and moves it on.
    const lateEdit = await send(buyer, 'PATCH', `/supports/${created.id}`, { subject: 'New' });
    expect(lateEdit.statusCode).toBe(409);
    const replied = await send(buyer, 'PATCH', `/supports/${created.id}`, {
      message: 'Chrome on Android.',
    });
    expect(replied.json()).toMatchObject({ status: 'in_progress' });

    expect(
      (await send(agent, 'PATCH', `/admin/supports/${created.id}`, { status: 'open' })).statusCode,
    ).toBe(409);
    const resolved = await send(agent, 'PATCH', `/admin/supports/${created.id}`, {
      status: 'resolved',
    });
    expect(resolved.json()).toMatchObject({ status: 'resolved' });
    expect((resolved.json() as SupportRequestDetail).reopenUntil).not.toBeNull();

    const notifications = (await send(buyer, 'GET', '/notifications')).json() as {
      items: { title: string }[];
    };
    expect(notifications.items.map((n) => n.title).sort()).toEqual(
      [
        'Support answered: My meeting link did not work',
        'Your support request is now resolved',
      ].sort(),
    );
    await t.app.outbox.dispatcher.drain();
    // The background dispatcher may be sending it while drain() looks: wait for the mail.
    const account = await waitFor(
      async () => {
        const [mail] = await t.app.database.db
          .select({ to: mailOutbox.to, subject: mailOutbox.subject })
          .from(mailOutbox)
          .where(eq(mailOutbox.subject, 'Your support request is now resolved (Vitrine support)'));
        return mail;
      },
      { what: 'the resolution mail' },
    );
    expect(account.subject).toBe('Your support request is now resolved (Vitrine support)');
  });

  it('reopens within 14 days of the resolution, not after', async () => {
    const buyer = await customer();
    const agent = await staff();
    const first = await open(buyer);
    const second = await open(buyer, { subject: 'Second request' });
    for (const request of [first, second]) {
      await send(agent, 'PATCH', `/admin/supports/${request.id}`, { status: 'resolved' });
    }
    await send(buyer, 'PATCH', `/supports/${second.id}`, { status: 'closed' });

    offsetMs = 13 * DAY_MS;
    try {
      const reopened = await send(buyer, 'PATCH', `/supports/${first.id}`, {
        status: 'open',
        message: 'It happened again.',
      });
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ status: 'open', reopenUntil: null });

      offsetMs = 15 * DAY_MS;
      const late = await send(buyer, 'PATCH', `/supports/${second.id}`, { status: 'open' });
      expect(late.statusCode).toBe(409);
      expect(late.json().error.details[0]).toMatchObject({ field: 'status', from: 'closed' });
      const writeClosed = await send(buyer, 'PATCH', `/supports/${second.id}`, {
        message: 'Hello?',
      });
      expect(writeClosed.statusCode).toBe(409);
    } finally {
      offsetMs = 0;
    }
  });

  it('flags a missed response target to staff', async () => {
    const buyer = await customer();
    const agent = await staff();
    const late = await open(buyer, { category: 'payment', subject: 'Charged twice' });
    offsetMs = 13 * HOUR_MS;
    try {
      const seen = (await send(buyer, 'GET', `/supports/${late.id}`)).json();
      expect(seen.responseTarget).toMatchObject({ hours: 12, missed: true });
      const missed = (
        await send(agent, 'GET', '/admin/supports?missed=true&limit=100')
      ).json() as SupportPage;
      expect(missed.items.map((r) => r.id)).toContain(late.id);
      expect(missed.items.every((r) => r.responseTarget.missed)).toBe(true);
    } finally {
      offsetMs = 0;
    }
    const onTime = (
      await send(agent, 'GET', '/admin/supports?missed=false&limit=100')
    ).json() as SupportPage;
    expect(onTime.items.map((r) => r.id)).toContain(late.id);
  });

  it('refuses the desk to an employee without the support area', async () => {
    const other = await staff(['shops', 'content', 'credits']);
    const res = await send(other, 'GET', '/admin/supports');
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toContain('support');
  });

  it('assigns a request to a member of the desk only, audited, and shows the assignee to staff', async () => {
    const buyer = await customer();
    const agent = await staff();
    const colleague = await staff();
    const outsider = await staff(['credits']);
    const created = await open(buyer, { subject: 'Who looks after this?' });
    const put = (assigneeId: string | null) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/v1/admin/supports/${created.id}/assignee`,
        headers: bearer(agent.token),
        payload: { assigneeId },
      });

    const refused = await put(outsider.userId);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.details[0].field).toBe('assigneeId');
    expect((await put(buyer.userId)).statusCode).toBe(400);

    const assigned = await put(colleague.userId);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assignee).toMatchObject({ id: colleague.userId });
    const seen = (await send(agent, 'GET', `/admin/supports/${created.id}`)).json();
    expect(seen.assignee.id).toBe(colleague.userId);
    // The customer sees no staff names.
    expect((await send(buyer, 'GET', `/supports/${created.id}`)).json()).not.toHaveProperty(
      'assignee',
    );
    const [entry] = await t.app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, created.id));
    expect(entry).toMatchObject({
      action: 'support.assign',
      actorId: agent.userId,
      after: { assignedTo: colleague.userId },
    });

    const cleared = await put(null);
    expect(cleared.json().assignee).toBeNull();
  });

  it('queues unanswered requests by response target first with sort=due', async () => {
    const buyer = await customer();
    const agent = await staff();
    const other = await open(buyer, { category: 'other', subject: 'A question for later' });
    const payment = await open(buyer, { category: 'payment', subject: 'Charged twice again' });
    const meeting = await open(buyer, { category: 'meeting', subject: 'Room was closed' });
    await send(agent, 'POST', `/admin/supports/${payment.id}/messages`, { body: 'Looking.' });
    const queue = (
      await send(agent, 'GET', '/admin/supports?sort=due&limit=100')
    ).json() as SupportPage;
    const ids = queue.items.map((r) => r.id);
    // The meeting (24 h) before the other (72 h); the answered payment after both.
    expect(ids.indexOf(meeting.id)).toBeLessThan(ids.indexOf(other.id));
    expect(ids.indexOf(other.id)).toBeLessThan(ids.indexOf(payment.id));
    const unanswered = queue.items.filter((r) => r.responseTarget.answeredAt === null);
    const dues = unanswered.map((r) => r.responseTarget.dueAt);
    expect(dues).toEqual([...dues].sort());
    expect(queue.items.slice(0, unanswered.length).every((r) => !r.responseTarget.answeredAt)).toBe(
      true,
    );
    const bad = await send(agent, 'GET', '/admin/supports?sort=oldest');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details[0].field).toBe('sort');
  });

  it('filters the list, and the download holds the same rows as the list', async () => {
    const buyer = await customer();
    const agent = await staff();
    const a = await open(buyer, { subject: 'Refund for credits', category: 'payment' });
    const b = await open(buyer, { subject: 'Refund again', category: 'payment' });
    await open(buyer, { subject: 'Profile photo', category: 'account' });
    await send(agent, 'PATCH', `/admin/supports/${b.id}`, { status: 'resolved' });

    const refunds = (await send(buyer, 'GET', '/supports?searchKey=refund')).json() as SupportPage;
    expect(refunds.items.map((r) => r.id)).toEqual([b.id, a.id]);
    const resolved = (await send(buyer, 'GET', '/supports?status=resolved')).json() as SupportPage;
    expect(resolved.items.map((r) => r.id)).toEqual([b.id]);
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + DAY_MS).toISOString().slice(0, 10);
    expect(
      ((await send(buyer, 'GET', `/supports?fromDate=${today}`)).json() as SupportPage).total,
    ).toBe(3);
    expect(
      ((await send(buyer, 'GET', `/supports?fromDate=${tomorrow}`)).json() as SupportPage).total,
    ).toBe(0);
    const badDate = await send(buyer, 'GET', '/supports?toDate=yesterday');
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.details[0].field).toBe('toDate');

    const list = (await send(buyer, 'GET', '/supports?searchKey=refund')).json() as SupportPage;
    const csv = await send(buyer, 'GET', '/supports?searchKey=refund&download=csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const rows = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(rows).toEqual(list.items.map((r) => r.id));
    const xlsx = await send(buyer, 'GET', '/supports?download=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
