import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SupportRequest, SupportRequestDetail } from '@vitrine/contracts/support';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const request: SupportRequest = {
  id: '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d',
  subject: 'Charged twice',
  category: 'payment',
  description: 'Two debits for one plan.',
  status: 'open',
  subjectKind: null,
  subjectId: null,
  attachments: [],
  responseTarget: {
    hours: 12,
    dueAt: '2026-11-24T22:00:00.000Z',
    answeredAt: null,
    missed: false,
  },
  reopenUntil: null,
  resolvedAt: null,
  createdAt: '2026-11-24T10:00:00.000Z',
  updatedAt: '2026-11-24T10:00:00.000Z',
};
const page = (items: SupportRequest[]) => ({ items, total: items.length, page: 1, limit: 10 });

describe('/user/support', () => {
  it('lists my requests, filters them by status, and sends a new one', async () => {
    const created: SupportRequestDetail = {
      ...request,
      id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1d',
      subject: 'Meeting link',
      category: 'meeting',
      customerName: 'Asha',
      about: null,
      messages: [],
    };
    const { seen } = stubFetch({
      'GET /api/v1/supports': ({ url }) =>
        json(page(url.searchParams.get('status') === 'closed' ? [] : [request])),
      'POST /api/v1/supports': () => json(created, { status: 201 }),
      'GET /api/v1/supports/*': () => json(created),
      'GET /api/v1/user/meetings': () => json({ items: [], total: 0, page: 1, limit: 50 }),
    });
    const user = userEvent.setup();
    renderApp('/user/support', { auth: signedInCustomer });

    expect(await screen.findByRole('link', { name: 'Charged twice' })).toBeInTheDocument();
    expect(screen.getByText(/We aim to answer within 12 hours/)).toBeInTheDocument();

    await user.click(screen.getAllByLabelText('Status')[0]!);
    await user.click(await screen.findByRole('option', { name: 'Closed', hidden: true }));
    expect(await screen.findByRole('heading', { name: 'No request matches' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'New request' }));
    await user.type(screen.getByLabelText(/^Subject/), 'Meeting link');
    await user.type(screen.getByLabelText(/^Tell us what happened/), 'The room was closed.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Meeting link' })).toBeInTheDocument();
    const posted = seen.find((r) => r.method === 'POST');
    expect(posted?.body).toMatchObject({ subject: 'Meeting link', category: 'meeting' });
  });

  it('asks about one of my orders, chosen from a list', async () => {
    const orderId = '6b5a4c3d-2e1f-4a0b-9c8d-7e6f5a4b3c2d';
    const created: SupportRequestDetail = {
      ...request,
      id: '4a3b2c1d-0e9f-4a8b-9c7d-6e5f4a3b2c1e',
      subject: 'Parcel late',
      category: 'order',
      subjectKind: 'order',
      subjectId: orderId,
      customerName: 'Asha',
      about: {
        kind: 'order',
        id: orderId,
        title: 'Order VT-1042',
        at: '2026-11-20T10:00:00.000Z',
        path: `/user/orders/${orderId}`,
      },
      messages: [],
    };
    const { seen } = stubFetch({
      'GET /api/v1/supports': () => json(page([])),
      'POST /api/v1/supports': () => json(created, { status: 201 }),
      'GET /api/v1/supports/*': () => json(created),
      'GET /api/v1/user/meetings': () => json({ items: [], total: 0, page: 1, limit: 50 }),
      'GET /api/v1/user/orders': () =>
        json({
          items: [
            {
              id: orderId,
              number: 'VT-1042',
              shopId: '7c2b1f3a-9d4e-4c5b-8a6f-1e2d3c4b5a60',
              shopName: 'Suhana Silks',
              status: 'shipped',
              currency: 'INR',
              total: 250_000,
              itemCount: 1,
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 50,
        }),
    });
    const user = userEvent.setup();
    renderApp('/user/support', { auth: signedInCustomer });

    await user.click(await screen.findByRole('button', { name: 'New request' }));
    await user.type(screen.getByLabelText(/^Subject/), 'Parcel late');
    await user.click(screen.getAllByLabelText(/^What is it about/)[0]!);
    await user.click(await screen.findByRole('option', { name: 'An order', hidden: true }));
    await user.click((await screen.findAllByLabelText('Which order? (optional)'))[0]!);
    await user.click(
      await screen.findByRole('option', { name: /^VT-1042, Suhana Silks/, hidden: true }),
    );
    await user.type(screen.getByLabelText(/^Tell us what happened/), 'Still not here.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Parcel late' })).toBeInTheDocument();
    // The request names its order by number, as a link to it, never by its id.
    expect(screen.getByRole('link', { name: 'Order VT-1042' })).toHaveAttribute(
      'href',
      `/user/orders/${orderId}`,
    );
    expect(document.body).not.toHaveTextContent(orderId);
    const posted = seen.find((r) => r.method === 'POST');
    expect(posted?.body).toMatchObject({
      category: 'order',
      subjectKind: 'order',
      subjectId: orderId,
    });
  });
  it('asks about one of my payments, chosen from a list (not typed in)', async () => {
    const paymentId = '8d7c6b5a-4f3e-4d2c-9b1a-0f9e8d7c6b5a';
    const created: SupportRequestDetail = {
      ...request,
      id: '5b4c3d2e-1f0a-4b9c-8d7e-6f5a4b3c2d1f',
      subjectKind: 'payment',
      subjectId: paymentId,
      customerName: 'Asha',
      about: null,
      messages: [],
    };
    const { seen } = stubFetch({
      'GET /api/v1/supports': () => json(page([])),
      'POST /api/v1/supports': () => json(created, { status: 201 }),
      'GET /api/v1/supports/*': () => json(created),
      'GET /api/v1/user/meetings': () => json({ items: [], total: 0, page: 1, limit: 50 }),
      'GET /api/v1/user/payments': () =>
        json({
          items: [
            {
              id: paymentId,
              reference: 'order_sbx_42',
              purpose: 'credit_plan',
              description: 'Explorer (credits)',
              amountMinor: 49_900,
              currency: 'INR',
              status: 'paid',
              createdAt: '2026-11-20T10:00:00.000Z',
            },
          ],
          total: 1,
          page: 1,
          limit: 50,
        }),
    });
    const user = userEvent.setup();
    renderApp('/user/support', { auth: signedInCustomer });

    await user.click(await screen.findByRole('button', { name: 'New request' }));
    await user.type(screen.getByLabelText(/^Subject/), 'Charged twice');
    await user.click(screen.getAllByLabelText(/^What is it about/)[0]!);
    await user.click(
      await screen.findByRole('option', { name: 'A payment or credits', hidden: true }),
    );
    await user.click((await screen.findAllByLabelText('Which payment? (optional)'))[0]!);
    await user.click(
      await screen.findByRole('option', { name: /^Explorer \(credits\), ₹499/, hidden: true }),
    );
    await user.type(screen.getByLabelText(/^Tell us what happened/), 'Two debits for one plan.');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('heading', { name: 'Charged twice' })).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toMatchObject({
      category: 'payment',
      subjectKind: 'payment',
      subjectId: paymentId,
    });
  });
});
