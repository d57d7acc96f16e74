import { screen } from '@testing-library/react';
import type { AdminSupportRequestDetail, SupportRequestDetail } from '@vitrine/contracts/support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  payout,
  payoutPage,
  balances,
  bankAccount,
  earningsPage,
} from '../features/earnings/earnings-test-data.ts';
import {
  booking,
  BOOKING_ID,
  SHOP_ID as MEETING_SHOP_ID,
  shopBooking,
  shopBookingPage,
} from '../features/meetings/meetings-test-data.ts';
import { ORDER_ID, orderDetail } from '../features/orders/orders-test-data.ts';
import {
  INVOICE_ID,
  invoiceDetail,
  invoicePage,
  invoiceSummary,
} from '../features/stitching/stitching-test-data.ts';
import { shop, shopSummary } from '../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { closeTestSocket, serverSends, socketReconnects } from '../test/realtime.ts';
import { renderApp, signedInCustomer, signedInVendor } from '../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => {
  closeTestSocket();
  vi.restoreAllMocks();
});

const staff = {
  ...signedInCustomer,
  token: 'token-admin',
  userId: 'admin-1',
  role: { customer: false, vendor: false, employee: false, admin: true },
};
const staffConsole = {
  'GET /api/v1/admin/getAdminDetails': () =>
    json({
      id: 'admin-1',
      name: 'Asha Admin',
      email: 'asha@example.com',
      roles: staff.role,
      permissions: ['shops', 'support', 'content', 'credits'],
    }),
  'GET /api/v1/admin/shops': () => json({ items: [], total: 0, page: 1, limit: 100 }),
};
const kala = shopSummary({ id: MEETING_SHOP_ID, name: 'Kala Boutique' });
const consoleShop = {
  'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
  'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala, timeZone: 'Asia/Kolkata' })),
};
const at = '2026-11-25T10:00:00.000Z';

const supportRequest = {
  id: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  subject: 'Where is my parcel?',
  category: 'order' as const,
  description: 'It is late.',
  status: 'open' as const,
  subjectKind: null,
  subjectId: null,
  attachments: [],
  responseTarget: { hours: 12, dueAt: at, answeredAt: null, missed: false },
  reopenUntil: null,
  resolvedAt: null,
  createdAt: at,
  updatedAt: at,
  customerName: 'Kavya Iyer',
};
const message = (authorRole: 'staff' | 'customer', body: string) => ({
  id: `0b9a8c7d-6e5f-4a3b-8c2d-1e0f9a8b7c6${authorRole === 'staff' ? 'd' : 'e'}`,
  authorRole,
  authorName: authorRole === 'staff' ? 'Vitrine support' : 'Kavya Iyer',
  body,
  attachments: [],
  createdAt: at,
});

/**
 * Each detail page (order, stitching invoice, support request, meeting, payout), on each side
 * that shows one, while open: another person changes the thing, the server says so over the
 * socket (`entity:changed`), and the page shows the change without being reloaded.
 */
describe('an open page follows the server', () => {
  it("the customer's order page: the shop packs it", async () => {
    let order = orderDetail({ status: 'paid', paidAt: at });
    stubFetch({
      [`GET /api/v1/user/orders/${ORDER_ID}`]: () => json(order),
      'GET /api/v1/user/address': () => json({ items: [] }),
    });
    renderApp(`/user/orders/${ORDER_ID}`, { auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: /Order/ })).toBeInTheDocument();
    expect(screen.queryByText(/Packed with care/)).not.toBeInTheDocument();

    order = orderDetail({
      status: 'packed',
      paidAt: at,
      timeline: [
        ...order.timeline,
        { status: 'packed', from: 'paid', by: 'shop', note: 'Packed with care', at },
      ],
    });
    await serverSends('entity:changed', { entity: 'order', id: ORDER_ID });
    expect(await screen.findByText(/Packed with care/)).toBeInTheDocument();
  });

  it("the shop's order page: the customer asks for a return", async () => {
    let order = orderDetail({ status: 'delivered', paidAt: at, deliveredAt: at });
    stubFetch({ ...consoleShop, [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(order) });
    renderApp(`/vendor/orders/${ORDER_ID}`, { auth: signedInVendor });
    expect(await screen.findByRole('heading', { name: /^Order / })).toBeInTheDocument();
    expect(screen.queryByText(/The colour runs/)).not.toBeInTheDocument();

    order = orderDetail({
      status: 'return_requested',
      paidAt: at,
      deliveredAt: at,
      timeline: [
        ...order.timeline,
        {
          status: 'return_requested',
          from: 'delivered',
          by: 'customer',
          note: 'The colour runs',
          at,
        },
      ],
    });
    await serverSends('entity:changed', { entity: 'order', id: ORDER_ID });
    expect(await screen.findByText(/The colour runs/)).toBeInTheDocument();
  });

  it("the customer's stitching order page: the shop starts cutting", async () => {
    let invoice = invoiceDetail({ approval: 'approved', paymentStatus: 'paid', paidAt: at });
    stubFetch({ [`GET /api/v1/stitching-service-invoices/${INVOICE_ID}`]: () => json(invoice) });
    renderApp(`/user/stitching-orders/${INVOICE_ID}`, { auth: signedInCustomer });
    expect(await screen.findByText(/Raw silk, maroon/)).toBeInTheDocument();

    invoice = invoiceDetail({
      approval: 'approved',
      paymentStatus: 'paid',
      paidAt: at,
      stage: 'cutting',
      timeline: [
        ...invoice.timeline,
        { kind: 'stage', stage: 'cutting', by: 'shop', note: 'Cut on the bias', at },
      ],
    });
    await serverSends('entity:changed', { entity: 'stitching-invoice', id: INVOICE_ID });
    expect(await screen.findByText('Cut on the bias')).toBeInTheDocument();
  });

  it("the shop's stitching invoices: the customer asks for a change", async () => {
    let summary = invoiceSummary({ approval: 'pending' });
    stubFetch({
      ...consoleShop,
      'GET /api/v1/vendor/stitching-service-invoices': () => json(invoicePage([summary])),
    });
    renderApp('/vendor/stitching', { auth: signedInVendor });
    expect(await screen.findByText('VS-ABCD2345', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/Longer sleeves/)).not.toBeInTheDocument();

    summary = { ...summary, approval: 'revision_requested', revisionNote: 'Longer sleeves' };
    await serverSends('entity:changed', { entity: 'stitching-invoice', id: INVOICE_ID });
    expect(await screen.findByText(/Asked: Longer sleeves/)).toBeInTheDocument();
  });

  it("the customer's support request: staff answer it", async () => {
    let request: SupportRequestDetail = { ...supportRequest, about: null, messages: [] };
    stubFetch({ [`GET /api/v1/supports/${supportRequest.id}`]: () => json(request) });
    renderApp(`/user/support/edit/${supportRequest.id}`, { auth: signedInCustomer });
    expect(await screen.findByText('Where is my parcel?', { exact: false })).toBeInTheDocument();

    request = {
      ...request,
      status: 'in_progress',
      messages: [message('staff', 'It left the warehouse today.')],
    };
    await serverSends('entity:changed', { entity: 'support-request', id: supportRequest.id });
    expect(await screen.findByText('It left the warehouse today.')).toBeInTheDocument();
  });

  it("staff's support request: the customer writes again", async () => {
    let request: AdminSupportRequestDetail = {
      ...supportRequest,
      about: null,
      customerId: 'customer-1',
      messages: [],
      assignee: null,
    };
    stubFetch({
      ...staffConsole,
      [`GET /api/v1/admin/supports/${supportRequest.id}`]: () => json(request),
    });
    renderApp(`/staff/support/${supportRequest.id}`, { auth: staff });
    expect(await screen.findByText('Where is my parcel?', { exact: false })).toBeInTheDocument();

    request = { ...request, messages: [message('customer', 'Any news? It is my sister’s gift.')] };
    await serverSends('entity:changed', { entity: 'support-request', id: supportRequest.id });
    expect(await screen.findByText('Any news? It is my sister’s gift.')).toBeInTheDocument();
  });

  it("the customer's meeting page: the shop cancels it", async () => {
    let meeting = booking();
    stubFetch({
      [`GET /api/v1/user/bookings/${BOOKING_ID}`]: () => json(meeting),
      [`GET /api/v1/user/bookings/${BOOKING_ID}/room`]: () =>
        json({ bookingId: BOOKING_ID, pins: [], chat: [] }),
    });
    renderApp(`/user/meetings/${BOOKING_ID}`, { auth: signedInCustomer });
    expect(await screen.findByText('Booked')).toBeInTheDocument();

    meeting = booking({ status: 'cancelled_by_shop', cancelledAt: at, creditsRefunded: 1 });
    await serverSends('entity:changed', { entity: 'booking', id: BOOKING_ID });
    expect(await screen.findByText('Cancelled by the shop')).toBeInTheDocument();
  });

  it("the shop's bookings: the customer cancels one", async () => {
    let item = shopBooking();
    stubFetch({
      ...consoleShop,
      'GET /api/v1/vendor/bookings': () => json(shopBookingPage([item])),
    });
    renderApp('/vendor/bookings', { auth: signedInVendor });
    expect(await screen.findByText('Booked')).toBeInTheDocument();

    item = shopBooking({ status: 'cancelled_by_customer', cancelledAt: at });
    await serverSends('entity:changed', { entity: 'booking', id: BOOKING_ID });
    expect(await screen.findByText('Cancelled by the customer')).toBeInTheDocument();
  });

  it("the shop's payouts: the bank pays one", async () => {
    const queued = payout({ status: 'queued', utr: null, paidAt: null });
    let items = [queued];
    stubFetch({
      ...consoleShop,
      'GET /api/v1/vendor/payouts': () => json(payoutPage(items)),
      'GET /api/v1/vendor/earnings': () => json(earningsPage([], { balances: balances() })),
      'GET /api/v1/vendor/bank-account': () => json({ bankAccount: bankAccount() }),
    });
    renderApp('/vendor/payouts', { auth: signedInVendor });
    expect(await screen.findByText('Queued')).toBeInTheDocument();

    items = [payout({ utr: 'UTR777' })];
    await serverSends('entity:changed', { entity: 'payout', id: queued.id });
    expect(await screen.findByText(/UTR777/)).toBeInTheDocument();
  });

  it("staff's payouts: a payout fails at the bank", async () => {
    const queued = {
      ...payout({ status: 'queued', utr: null, paidAt: null }),
      shopId: MEETING_SHOP_ID,
      shopName: 'Kala Boutique',
    };
    let items = [queued];
    stubFetch({ ...staffConsole, 'GET /api/v1/admin/payouts': () => json(payoutPage(items)) });
    renderApp('/staff/payouts', { auth: staff });
    expect(await screen.findByText('Queued')).toBeInTheDocument();

    items = [{ ...queued, status: 'failed', failureReason: 'Beneficiary account closed' }];
    await serverSends('entity:changed', { entity: 'payout', id: queued.id });
    expect(await screen.findByText(/Beneficiary account closed/)).toBeInTheDocument();
  });

  it('asks again for what is open after the socket comes back from a drop (changes in between were not heard)', async () => {
    let order = orderDetail({ status: 'paid', paidAt: at });
    stubFetch({
      [`GET /api/v1/user/orders/${ORDER_ID}`]: () => json(order),
      'GET /api/v1/user/address': () => json({ items: [] }),
    });
    renderApp(`/user/orders/${ORDER_ID}`, { auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: /Order/ })).toBeInTheDocument();

    order = orderDetail({
      status: 'packed',
      paidAt: at,
      timeline: [
        ...order.timeline,
        { status: 'packed', from: 'paid', by: 'shop', note: 'Packed while you were away', at },
      ],
    });
    await socketReconnects();
    expect(await screen.findByText(/Packed while you were away/)).toBeInTheDocument();
  });
});
