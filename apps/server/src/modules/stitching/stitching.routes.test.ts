import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sandboxRefund } from '../../platform/db/schema/index.ts';
import { accountWithRoles, bearer } from '../../test/accounts.ts';
import {
  invoiceCall,
  payInvoice,
  sendInvoice,
  stitchingCustomer,
  stitchingShop,
} from '../../test/stitching.ts';
import { createOwnedShop } from '../../test/owned-shop.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createFakeClock } from '../../test/fake-clock.ts';
import { waitFor } from '../../test/wait-for.ts';
import {
  expectDownloadedRows,
  mailSubjects,
  notificationBodies,
  useSalesTestApp,
} from '../sales/testing.ts';

// The real time, but for the list's invoices sent on given days: the outbox delivers what is
// due by the clock, and its events are stamped by the database.
const fakeClock = createFakeClock();

const t = useSalesTestApp(fakeClock);

type Detail = {
  id: string;
  number: string;
  approval: string;
  paymentStatus: string;
  stage: string | null;
  price: number;
  priceInWords: string;
  revisionNote: string | null;
  timeline: { kind: string; stage: string | null; by: string }[];
};
type Account = { token: string; userId: string };

const detailOf = async (customer: Account, id: string) => {
  const res = await invoiceCall(t.app, customer, 'GET', `/stitching-service-invoices/${id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Detail;
};
const act = (customer: Account, id: string, body: object) =>
  invoiceCall(t.app, customer, 'PATCH', `/stitching-service-invoices/${id}`, body);
const shopAct = (vendor: Account, id: string, body: object) =>
  invoiceCall(t.app, vendor, 'PATCH', `/vendor/stitching-service-invoices/${id}`, body);
const deliver = () => t.app.outbox.dispatcher.drain();

describe('a stitching invoice from the shop to delivery', () => {
  it('is sent, revised, approved, paid once, moved through every stage with the customer told', async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);

    let detail = await detailOf(customer, invoice.id);
    expect(detail).toMatchObject({ approval: 'pending', paymentStatus: 'unpaid', stage: null });
    expect(detail.priceInWords).toMatch(/eighteen hundred|one thousand eight hundred/i);

    // Paying before approving, and a stage before paying, are illegal.
    expect((await act(customer, invoice.id, { action: 'pay' })).statusCode).toBe(409);
    expect(
      (await shopAct(shop.vendor, invoice.id, { action: 'stage', stage: 'measurements_confirmed' }))
        .statusCode,
    ).toBe(409);
    // A revision only after it was asked for.
    expect(
      (await shopAct(shop.vendor, invoice.id, { action: 'revise', price: 1 })).statusCode,
    ).toBe(409);

    const noNote = await act(customer, invoice.id, { action: 'request_revision' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json().error.message).toMatch(/^note/);
    const noStage = await shopAct(shop.vendor, invoice.id, { action: 'stage' });
    expect(noStage.statusCode).toBe(400);
    expect(noStage.json().error.message).toMatch(/^stage/);

    const asked = await act(customer, invoice.id, {
      action: 'request_revision',
      note: 'Longer sleeves, please',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect((asked.json() as { invoice: Detail }).invoice.revisionNote).toBe(
      'Longer sleeves, please',
    );
    expect((await act(customer, invoice.id, { action: 'approve' })).statusCode).toBe(409);

    const revised = await shopAct(shop.vendor, invoice.id, {
      action: 'revise',
      measurements: { bust: 86, waist: 72, shoulder: 36, sleeveLength: 30 },
      price: 200_000,
      note: 'Sleeves to 30 cm',
    });
    expect(revised.statusCode, revised.body).toBe(200);
    expect(revised.json()).toMatchObject({ approval: 'pending', price: 200_000 });

    await payInvoice(t.app, customer, invoice.id);
    detail = await detailOf(customer, invoice.id);
    expect(detail.paymentStatus).toBe('paid');
    // Once paid, neither approving nor paying again nor asking for a revision.
    for (const body of [
      { action: 'approve' },
      { action: 'pay' },
      { action: 'request_revision', note: 'x' },
    ]) {
      expect((await act(customer, invoice.id, body)).statusCode).toBe(409);
    }

    // Stages one at a time, in order; skipping or going back is illegal.
    expect(
      (await shopAct(shop.vendor, invoice.id, { action: 'stage', stage: 'cutting' })).statusCode,
    ).toBe(409);
    const stages = [
      'measurements_confirmed',
      'cutting',
      'trial',
      'alteration',
      'ready',
      'delivered',
    ];
    for (const stage of stages) {
      const moved = await shopAct(shop.vendor, invoice.id, { action: 'stage', stage });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    expect(
      (await shopAct(shop.vendor, invoice.id, { action: 'stage', stage: 'ready' })).statusCode,
    ).toBe(409);
    // Delivered work is not refunded from the console.
    expect((await shopAct(shop.vendor, invoice.id, { action: 'refund' })).statusCode).toBe(409);

    detail = await detailOf(customer, invoice.id);
    expect(detail.stage).toBe('delivered');
    expect(detail.timeline.map((e) => (e.kind === 'stage' ? e.stage : e.kind))).toEqual([
      'sent',
      'revision_requested',
      'revised',
      'approved',
      'paid',
      ...stages,
    ]);

    // A notification for every stage, and a mail for each through the outbox.
    const bodies = await notificationBodies(t.app, customer.token);
    for (const label of [
      'Measurements confirmed',
      'Cutting',
      'Trial',
      'Alteration',
      'Ready',
      'Delivered',
    ]) {
      expect(
        bodies.some((b) => b.endsWith(`: ${label}`)),
        label,
      ).toBe(true);
    }
    await deliver();
    const subjects = await waitFor(
      async () => {
        const mine = (await mailSubjects(t.app, customer.email)).filter(
          (s) =>
            s.includes(`(${invoice.number})`) ||
            s.startsWith(`Stitching invoice ${invoice.number}`),
        );
        // sent, revised, paid and six stages.
        return mine.length >= 9 ? mine : undefined;
      },
      { what: 'nine stitching mails' },
    );
    expect(subjects).toHaveLength(9);
    expect(subjects).toEqual(
      expect.arrayContaining([
        `Stitching invoice ${invoice.number} was sent to you`,
        `Stitching invoice ${invoice.number} was revised`,
        `Stitching invoice ${invoice.number} is paid`,
        `Your blouse (${invoice.number}): trial`,
        `Your blouse (${invoice.number}): delivered`,
      ]),
    );
  });

  it('only a stitching shop of the vendor sends invoices, to a known customer, with the garment’s fields', async () => {
    const vendor = await accountWithRoles(t.app, { vendor: true });
    const customer = await stitchingCustomer(t.app);
    const plainShop = await createOwnedShop(t.app, vendor.userId);
    const post = (payload: object) =>
      invoiceCall(t.app, vendor, 'POST', '/vendor/stitching-service-invoices', {
        customerEmail: customer.email,
        garment: 'blouse',
        fabric: 'Cotton',
        measurements: { bust: 86 },
        price: 100_000,
        dueDate: '2026-12-20',
        ...payload,
      });
    const notStitcher = await post({ shopId: plainShop });
    expect(notStitcher.statusCode).toBe(400);
    expect(notStitcher.json().error.message).toMatch(/^shopId/);

    const { shopId } = await stitchingShop(t.app, vendor);
    const stray = await post({ shopId, measurements: { inseam: 70 } });
    expect(stray.statusCode).toBe(400);
    expect(stray.body).toContain('measurements.inseam');
    const badDate = await post({ shopId, dueDate: '2026-02-30' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.body).toContain('dueDate');
    const nobody = await post({ shopId, customerEmail: 'nobody-here@example.com' });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().error.message).toMatch(/^customerEmail/);

    const someoneElses = await stitchingShop(t.app);
    expect((await post({ shopId: someoneElses.shopId })).statusCode).toBe(404);
    expect((await post({ shopId })).statusCode).toBe(201);
  });
});

describe('paying one invoice', () => {
  it('settles once under concurrent verifies; a refund happens once', async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);
    const fields = await payInvoice(t.app, customer, invoice.id, { verify: false });
    const verify = () =>
      invoiceCall(
        t.app,
        customer,
        'POST',
        `/stitching-service-invoices/${invoice.id}/pay/verify`,
        fields,
      );
    const answers = await Promise.all([verify(), verify(), verify(), verify()]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    let detail = await detailOf(customer, invoice.id);
    expect(detail.paymentStatus).toBe('paid');
    expect(detail.timeline.filter((e) => e.kind === 'paid')).toHaveLength(1);

    // The shop refunds, twice at once: one wins; the provider refunds once, however often delivered.
    const refunds = await Promise.all([
      shopAct(shop.vendor, invoice.id, { action: 'refund', note: 'Fabric unavailable' }),
      shopAct(shop.vendor, invoice.id, { action: 'refund' }),
    ]);
    expect(refunds.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    await Promise.all([deliver(), deliver()]);
    await deliver();
    // The background dispatcher may be holding the refund event while drain() looks.
    detail = await waitFor(
      async () => {
        const now = await detailOf(customer, invoice.id);
        return now.paymentStatus === 'refunded' ? now : undefined;
      },
      { what: 'the refund to be recorded' },
    );
    expect(detail.paymentStatus).toBe('refunded');
    expect(detail.timeline.filter((e) => e.kind === 'refunded')).toHaveLength(1);
    const kept = await t.app.database.db
      .select()
      .from(sandboxRefund)
      .where(eq(sandboxRefund.paymentId, fields.razorpay_payment_id));
    expect(kept).toHaveLength(1);
    // Refunded is final.
    expect((await shopAct(shop.vendor, invoice.id, { action: 'refund' })).statusCode).toBe(409);
    expect((await act(customer, invoice.id, { action: 'pay' })).statusCode).toBe(409);
  });

  it("settles only with its own payment: another invoice's checkout answer is refused, naming the field", async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const first = await sendInvoice(t.app, shop, customer);
    const second = await sendInvoice(t.app, shop, customer);
    const paidFirst = await payInvoice(t.app, customer, first.id, { verify: false });
    const startedSecond = await payInvoice(t.app, customer, second.id, { verify: false });
    const verify = (id: string, fields: object) =>
      invoiceCall(t.app, customer, 'POST', `/stitching-service-invoices/${id}/pay/verify`, fields);

    // The first invoice's paid checkout, sent as the second's: the order is not the second's.
    const crossed = await verify(second.id, paidFirst);
    expect(crossed.statusCode, crossed.body).toBe(400);
    expect(crossed.json().error.details[0].field).toBe('razorpay_order_id');
    // The second's own order with the first's payment: the signature does not match.
    const mixed = await verify(second.id, {
      ...paidFirst,
      razorpay_order_id: startedSecond.razorpay_order_id,
    });
    expect(mixed.statusCode, mixed.body).toBe(400);
    expect(mixed.json().error.code).toBe('PAYMENT_FAILED');
    // Neither was settled by the other's answer; each settles with its own.
    expect((await detailOf(customer, first.id)).paymentStatus).toBe('unpaid');
    expect((await detailOf(customer, second.id)).paymentStatus).toBe('unpaid');
    expect((await verify(first.id, paidFirst)).statusCode).toBe(200);
    expect((await detailOf(customer, second.id)).paymentStatus).toBe('unpaid');
  });
});

describe('the invoice list', () => {
  it('filters by searchKey, paymentStatus and dates, and its downloads hold exactly its rows', async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const days = ['2026-10-01T09:00:00Z', '2026-10-15T09:00:00Z', '2026-11-02T09:00:00Z'];
    const made = [];
    for (const [index, day] of days.entries()) {
      await fakeClock.moveTo(day);
      made.push(
        await sendInvoice(t.app, shop, customer, {
          garment: index === 2 ? 'kurta' : 'blouse',
          measurements: index === 2 ? { chest: 96 } : { bust: 86 },
        }),
      );
    }
    await fakeClock.moveTo(undefined);
    await payInvoice(t.app, customer, made[1]!.id);

    const list = async (query: string) => {
      const res = await invoiceCall(
        t.app,
        customer,
        'GET',
        `/stitching-service-invoices?limit=100&${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { items: { number: string }[]; total: number };
    };
    expect((await list('')).total).toBe(3);
    expect((await list('paymentStatus=paid')).items.map((i) => i.number)).toEqual([
      made[1]!.number,
    ]);
    expect((await list('fromDate=2026-10-10&toDate=2026-11-02')).total).toBe(2);
    expect((await list('searchKey=kurta')).items.map((i) => i.number)).toEqual([made[2]!.number]);
    expect((await list(`searchKey=${made[0]!.number.toLowerCase()}`)).total).toBe(1);
    expect((await list('searchKey=%25')).total).toBe(0);
    const bad = await invoiceCall(
      t.app,
      customer,
      'GET',
      '/stitching-service-invoices?paymentStatus=owed',
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('paymentStatus');

    for (const query of ['', 'paymentStatus=unpaid', 'fromDate=2026-10-10&searchKey=silk']) {
      const rows = (await list(query)).items.map((i) => i.number);
      await expectDownloadedRows(
        (format) =>
          invoiceCall(
            t.app,
            customer,
            'GET',
            `/stitching-service-invoices?download=${format}&${query}`,
          ),
        rows,
      );
    }

    // The shop's list holds the same invoices.
    const shopList = await invoiceCall(
      t.app,
      shop.vendor,
      'GET',
      `/vendor/stitching-service-invoices?shopId=${shop.shopId}&limit=100`,
    );
    expect(shopList.statusCode).toBe(200);
    expect((shopList.json() as { total: number }).total).toBe(3);
  });
});

describe('GET /api/v1/stitching-service-invoices/:id/invoice.pdf', () => {
  it('is the paid invoice as a PDF: seller, buyer, garment, measurements, price and words', async () => {
    await fakeClock.moveTo(undefined);
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const invoice = await sendInvoice(t.app, shop, customer);
    await payInvoice(t.app, customer, invoice.id);
    const res = await invoiceCall(
      t.app,
      customer,
      'GET',
      `/stitching-service-invoices/${invoice.id}/invoice.pdf`,
    );
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    const joined = text.join('\n');
    expect(text).toContain(`No. ${invoice.number}`);
    expect(text).toContain('Needle & Thread Tailors');
    expect(text).toContain('Stitching: blouse, Raw silk, maroon');
    expect(joined).toContain('Due date: 2026-12-20');
    expect(joined).toMatch(/Payment: paid \(paid on \d{1,2} \w{3} \d{4}\)/);
    expect(joined).toMatch(/bust 86 cm/);
    expect(text[text.indexOf('Total') + 1]).toBe('INR 1,800.00');
    expect(joined).toMatch(/Amount in words: One Thousand Eight Hundred Rupees/i);

    const stranger = await stitchingCustomer(t.app);
    const foreign = await invoiceCall(
      t.app,
      stranger,
      'GET',
      `/stitching-service-invoices/${invoice.id}/invoice.pdf`,
    );
    expect(foreign.statusCode).toBe(404);
  });
});

describe("someone else's invoice or profile", () => {
  it('answers 404 to the customer, the shop and the profile owner alike', async () => {
    const shop = await stitchingShop(t.app);
    const customer = await stitchingCustomer(t.app);
    const stranger = await accountWithRoles(t.app, { customer: true, vendor: true });
    const invoice = await sendInvoice(t.app, shop, customer);
    expect(
      (await invoiceCall(t.app, stranger, 'GET', `/stitching-service-invoices/${invoice.id}`))
        .statusCode,
    ).toBe(404);
    expect((await act(stranger, invoice.id, { action: 'approve' })).statusCode).toBe(404);
    expect(
      (await shopAct(stranger, invoice.id, { action: 'stage', stage: 'cutting' })).statusCode,
    ).toBe(404);
    expect(
      (await invoiceCall(t.app, customer, 'GET', `/stitching-service-invoices/not-an-id`))
        .statusCode,
    ).toBe(400);
    // Nothing changed.
    expect((await detailOf(customer, invoice.id)).approval).toBe('pending');
  });
});

describe('measurement profiles', () => {
  it('are saved, listed, changed and deleted by their owner only, with the garment’s fields', async () => {
    const customer = await stitchingCustomer(t.app);
    const other = await accountWithRoles(t.app, { customer: true });
    const created = await invoiceCall(t.app, customer, 'POST', '/user/measurement-profiles', {
      name: 'Mother',
      relation: 'mother',
      garment: 'blouse',
      measurements: { bust: 90, waist: 78, blouseLength: 38 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;

    const stray = await invoiceCall(t.app, customer, 'POST', '/user/measurement-profiles', {
      name: 'Me',
      garment: 'trousers',
      measurements: { bust: 90 },
    });
    expect(stray.statusCode).toBe(400);
    expect(stray.body).toContain('measurements.bust');
    const tooBig = await invoiceCall(t.app, customer, 'POST', '/user/measurement-profiles', {
      name: 'Me',
      garment: 'trousers',
      measurements: { waist: 9000 },
    });
    expect(tooBig.statusCode).toBe(400);

    // Another garment with the old (blouse) measurements is refused, naming the field.
    const switched = await invoiceCall(
      t.app,
      customer,
      'PATCH',
      `/user/measurement-profiles/${id}`,
      {
        garment: 'kurta',
      },
    );
    expect(switched.statusCode).toBe(400);
    expect(switched.body).toContain('measurements.');
    const changed = await invoiceCall(
      t.app,
      customer,
      'PATCH',
      `/user/measurement-profiles/${id}`,
      {
        measurements: { bust: 91, waist: 78 },
      },
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json() as { measurements: object }).measurements).toEqual({
      bust: 91,
      waist: 78,
    });

    expect(
      (await invoiceCall(t.app, other, 'PATCH', `/user/measurement-profiles/${id}`, { name: 'x' }))
        .statusCode,
    ).toBe(404);
    const otherDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/measurement-profiles/${id}`,
      headers: bearer(other.token),
    });
    expect(otherDelete.statusCode).toBe(404);
    const otherList = await invoiceCall(t.app, other, 'GET', '/user/measurement-profiles');
    expect((otherList.json() as { items: unknown[] }).items).toEqual([]);

    const list = await invoiceCall(t.app, customer, 'GET', '/user/measurement-profiles');
    expect((list.json() as { items: { name: string }[] }).items.map((p) => p.name)).toEqual([
      'Mother',
    ]);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/measurement-profiles/${id}`,
      headers: bearer(customer.token),
    });
    expect(deleted.statusCode).toBe(204);
    const after = await invoiceCall(t.app, customer, 'GET', '/user/measurement-profiles');
    expect((after.json() as { items: unknown[] }).items).toEqual([]);
  });
});
