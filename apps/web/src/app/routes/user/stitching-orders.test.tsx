import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  INVOICE_ID,
  invoiceDetail,
  invoicePage,
  invoiceSummary,
} from '../../../features/stitching/stitching-test-data.ts';
import type { CheckoutBrowser } from '../../../features/stitching/hooks/use-stitching-checkout.ts';
import { StitchingInvoiceDetailView } from '../../../features/stitching/components/stitching-invoice-detail.tsx';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { StitchingOrdersRoute } from './stitching-orders.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

const detailPath = `/user/stitching-orders/${INVOICE_ID}`;
const browser = (): CheckoutBrowser => ({ leaveFor: vi.fn(), openRazorpay: vi.fn() });
const renderDetail = (b = browser()) =>
  renderScreen(<StitchingInvoiceDetailView invoiceId={INVOICE_ID} browser={b} />, {
    path: detailPath,
    auth: signedInCustomer,
  });

describe('the /user/stitching-orders list', () => {
  it('lists invoices and sends the filters to the list and its download alike', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/stitching-service-invoices': (request) =>
        request.url.searchParams.get('download')
          ? new Response('Invoice\r\nVS-ABCD2345\r\n', {
              headers: {
                'content-type': 'text/csv',
                'content-disposition': 'attachment; filename="stitching-invoices.csv"',
              },
            })
          : json(
              invoicePage([
                invoiceSummary(),
                invoiceSummary({
                  id: '6c0d3a2f-8b4e-4d9c-8f32-4a5b6c7d8e9f',
                  number: 'VS-PAID7777',
                  paymentStatus: 'paid',
                  stage: 'trial',
                }),
              ]),
            ),
    });
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    renderScreen(<StitchingOrdersRoute />, {
      path: '/user/stitching-orders?paymentStatus=paid&searchKey=silk',
      auth: signedInCustomer,
    });

    const table = await screen.findByRole('table', { name: 'Stitching invoices, newest first' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent('VS-PAID7777');
    expect(rows[1]).toHaveTextContent('Paid');
    expect(rows[1]).toHaveTextContent('Trial');
    expect(within(rows[0]!).getByRole('link', { name: 'VS-ABCD2345' })).toHaveAttribute(
      'href',
      detailPath,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(seen.some((r) => r.url.searchParams.get('download'))).toBe(true));
    const list = seen.find((r) => !r.url.searchParams.get('download'))!;
    const download = seen.find((r) => r.url.searchParams.get('download'))!;
    for (const request of [list, download]) {
      expect(request.url.searchParams.get('paymentStatus')).toBe('paid');
      expect(request.url.searchParams.get('searchKey')).toBe('silk');
    }
    expect(download.url.searchParams.get('download')).toBe('csv');
  });

  it('searches on Enter, but not on the Enter that picks a word in an input method', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/stitching-service-invoices': () => json(invoicePage([invoiceSummary()])),
    });
    renderScreen(<StitchingOrdersRoute />, {
      path: '/user/stitching-orders',
      auth: signedInCustomer,
    });
    await screen.findByRole('table', { name: 'Stitching invoices, newest first' });
    const search = screen.getByRole('textbox', { name: 'Search' });
    const lastRequest = () => seen.at(-1)!.url.searchParams;
    await userEvent.setup().type(search, 'रेशम');

    fireEvent.keyDown(search, { key: 'Enter', isComposing: true });
    // The next filter's request carries every filter set so far: no search among them.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(lastRequest().get('fromDate')).toBe('2026-10-01'));
    expect(lastRequest().get('searchKey')).toBeNull();

    fireEvent.keyDown(search, { key: 'Enter' });
    await waitFor(() => expect(lastRequest().get('searchKey')).toBe('रेशम'));
    expect(lastRequest().get('fromDate')).toBe('2026-10-01');
  });
});

describe('a stitching invoice', () => {
  it('is approved, then paid through the sandbox checkout noted for /success', async () => {
    let current = invoiceDetail();
    const { seen } = stubFetch({
      [`GET /api/v1/stitching-service-invoices/${INVOICE_ID}`]: () => json(current),
      [`PATCH /api/v1/stitching-service-invoices/${INVOICE_ID}`]: (request) => {
        const { action } = request.body as { action: string };
        if (action === 'approve') {
          current = invoiceDetail({ approval: 'approved' });
          return json({ invoice: current });
        }
        return json({
          invoice: current,
          checkout: {
            orderId: 'order_sbx_1',
            amount: 180_000,
            currency: 'INR',
            keyId: 'rzp_test_sandbox',
            provider: 'sandbox',
            checkoutUrl: '/pay/sandbox/checkout/order_sbx_1',
            name: 'Vitrine',
            description: 'Stitching',
            status: 'created',
            prefill: { name: 'Asha', email: 'asha@example.com' },
          },
        });
      },
    });
    const b = browser();
    renderDetail(b);

    expect(
      await screen.findByText('One Thousand Eight Hundred Rupees Only', { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Measurements' })).toHaveTextContent('Sleeve length');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Approve invoice' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Pay now' }));
    await waitFor(() =>
      expect(b.leaveFor).toHaveBeenCalledWith('/pay/sandbox/checkout/order_sbx_1'),
    );
    expect(seen.filter((r) => r.method === 'PATCH').map((r) => r.body)).toEqual([
      { action: 'approve' },
      { action: 'pay' },
    ]);
    const { pendingStitchingInvoice } =
      await import('../../../features/stitching/api/pending-stitching-payment.ts');
    expect(pendingStitchingInvoice('order_sbx_1')).toBe(INVOICE_ID);
  });

  it('asks for a revision with a note', async () => {
    let current = invoiceDetail();
    const { seen } = stubFetch({
      [`GET /api/v1/stitching-service-invoices/${INVOICE_ID}`]: () => json(current),
      [`PATCH /api/v1/stitching-service-invoices/${INVOICE_ID}`]: (request) => {
        current = invoiceDetail({
          approval: 'revision_requested',
          revisionNote: (request.body as { note: string }).note,
        });
        return json({ invoice: current });
      },
    });
    renderDetail();
    await userEvent.click(await screen.findByRole('button', { name: 'Request a revision' }));
    const send = screen.getByRole('button', { name: 'Send revision request' });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText('What should change?'), 'Longer sleeves');
    await userEvent.click(send);
    expect(await screen.findByText(/You asked: Longer sleeves/)).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'PATCH')!.body).toEqual({
      action: 'request_revision',
      note: 'Longer sleeves',
    });
  });

  it('shows a paid invoice’s stages in order, without actions', async () => {
    stubFetch({
      [`GET /api/v1/stitching-service-invoices/${INVOICE_ID}`]: () =>
        json(
          invoiceDetail({
            approval: 'approved',
            paymentStatus: 'paid',
            stage: 'cutting',
            timeline: [
              { kind: 'sent', stage: null, by: 'shop', note: null, at: '2026-11-20T10:00:00.000Z' },
              {
                kind: 'paid',
                stage: null,
                by: 'system',
                note: null,
                at: '2026-11-20T11:00:00.000Z',
              },
              {
                kind: 'stage',
                stage: 'measurements_confirmed',
                by: 'shop',
                note: null,
                at: '2026-11-21T10:00:00.000Z',
              },
              {
                kind: 'stage',
                stage: 'cutting',
                by: 'shop',
                note: 'Cut on the bias',
                at: '2026-11-22T10:00:00.000Z',
              },
            ],
          }),
        ),
    });
    renderDetail();
    const timeline = await screen.findByLabelText('Timeline');
    const text = timeline.textContent ?? '';
    const order = [
      'Invoice sent by the shop',
      'Paid',
      'Measurements confirmed',
      'Cutting',
      'Cut on the bias',
    ];
    const positions = order.map((words) => text.indexOf(words));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve invoice' })).not.toBeInTheDocument();
  });
});
