import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';
import {
  address,
  ADDRESS_ID,
  daysAgo,
  ORDER_ID,
  orderDetail,
  SHIPMENT_ID,
} from '../orders-test-data.ts';

afterEach(() => vi.restoreAllMocks());

const path = `/api/v1/user/orders/${ORDER_ID}`;
const addressBook = () =>
  json({ items: [{ ...address, isDefault: true, createdAt: '2026-11-01T00:00:00.000Z' }] });

const open = (order: OrderDetail, extra: Parameters<typeof stubFetch>[0] = {}) => {
  const stub = stubFetch({
    [`GET ${path}`]: () => json(order),
    'GET /api/v1/user/address': addressBook,
    ...extra,
  });
  renderApp(`/user/orders/${ORDER_ID}`, { auth: signedInCustomer });
  return stub;
};

const actions = async () => screen.findByRole('region', { name: 'What you can do' });

describe("an order's page, by status", () => {
  it('awaiting payment without an address: pick one from the address book, then pay', async () => {
    let current = orderDetail({ address: null });
    const { seen } = open(current, {
      [`GET ${path}`]: () => json(current),
      [`POST ${path}/address/update`]: () => {
        current = orderDetail();
        return json(current);
      },
    });
    const user = userEvent.setup();
    const region = await actions();
    expect(within(region).getByRole('button', { name: /^Pay ₹2,550/ })).toBeDisabled();
    expect(within(region).getByText(/Choose a delivery address first/)).toBeInTheDocument();
    // Items, totals and the total in words.
    const totals = screen.getByLabelText('Totals');
    expect(totals).toHaveTextContent('Shipping₹50.00');
    expect(totals).toHaveTextContent('Two Thousand Five Hundred Fifty Rupees Only');

    await user.selectOptions(await screen.findByLabelText('Deliver to'), ADDRESS_ID);
    await user.click(screen.getByRole('button', { name: 'Use this address' }));
    expect(await screen.findByText('The order will go to this address.')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ addressId: ADDRESS_ID });
    await vi.waitFor(() =>
      expect(within(region).getByRole('button', { name: /^Pay / })).toBeEnabled(),
    );
    expect(within(region).getByRole('button', { name: 'Cancel the order' })).toBeInTheDocument();
  });

  it('shipped: tracks the parcel and confirms the delivery after asking', async () => {
    const shipment = {
      id: SHIPMENT_ID,
      carrier: 'sandbox',
      trackingNumber: 'SBX-1234',
      createdAt: daysAgo(1),
      events: [],
    };
    let current = orderDetail({ status: 'shipped', paidAt: daysAgo(2), shipments: [shipment] });
    const event = {
      code: 'picked_up',
      description: 'Picked up from the shop',
      location: 'Origin hub',
      at: daysAgo(0.9),
    };
    const { seen } = open(current, {
      [`GET ${path}`]: () => json(current),
      [`GET ${path}/shipments/${SHIPMENT_ID}/track`]: () =>
        json({ ...shipment, delivered: false, events: [event] }),
      [`POST ${path}/update-status`]: () => {
        current = { ...current, status: 'delivered', deliveredAt: new Date().toISOString() };
        return json(current);
      },
    });
    const user = userEvent.setup();
    const parcel = await screen.findByRole('region', { name: 'Parcel SBX-1234' });
    expect(
      await within(parcel).findByText(/Picked up from the shop · Origin hub/),
    ).toBeInTheDocument();
    const region = await actions();
    expect(within(region).queryByRole('button', { name: 'Cancel the order' })).toBeNull();
    expect(within(region).queryByRole('button', { name: /^Pay / })).toBeNull();
    // No address change after shipping.
    expect(screen.queryByLabelText('Send it somewhere else')).toBeNull();

    await user.click(within(region).getByRole('button', { name: 'Confirm delivery' }));
    const dialog = await screen.findByRole('dialog', { name: 'Did the parcel arrive?' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, it arrived' }));
    await vi.waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')!.body).toEqual({ status: 'delivered' }),
    );
    expect(
      await within(region).findByRole('button', { name: 'Request a return' }),
    ).toBeInTheDocument();
  });

  it('delivered: a return within 7 days, with the 409 explained if the order moved on', async () => {
    open(orderDetail({ status: 'delivered', paidAt: daysAgo(5), deliveredAt: daysAgo(2) }), {
      [`POST ${path}/update-status`]: () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'The order is returned, not delivered.',
              details: [],
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    const region = await actions();
    await user.click(within(region).getByRole('button', { name: 'Request a return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return this order?' });
    await user.type(within(dialog).getByLabelText(/A note for the shop/), 'Too small');
    await user.click(within(dialog).getByRole('button', { name: 'Ask for a return' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order cannot change that way now: The order is returned, not delivered.',
    );
  });

  it('delivered more than 7 days ago: no return, and it says why', async () => {
    open(orderDetail({ status: 'delivered', paidAt: daysAgo(12), deliveredAt: daysAgo(8) }));
    const region = await actions();
    expect(within(region).queryByRole('button', { name: 'Request a return' })).toBeNull();
    expect(within(region).getByText('Returns close 7 days after delivery.')).toBeInTheDocument();
  });
});

describe("an order's invoice", () => {
  it('downloads as a PDF through the API with the bearer token', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const order = orderDetail({ status: 'paid', paidAt: daysAgo(1) });
    const { seen } = open(order, {
      [`GET ${path}/invoice.pdf`]: () =>
        new Response('%PDF-1.3 invoice', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': `attachment; filename="invoice-${order.number}.pdf"`,
          },
        }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));

    await vi.waitFor(() => expect(clicked).toHaveBeenCalledTimes(1));
    const request = seen.find((r) => r.url.pathname.endsWith('/invoice.pdf'));
    expect(request?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(clicked.mock.contexts[0]).toHaveProperty('download', `invoice-${order.number}.pdf`);
    const saved = createObjectURL.mock.calls[0] as unknown as [Blob];
    expect(saved[0]).toHaveProperty('type', 'application/pdf');
    Reflect.deleteProperty(URL, 'createObjectURL');
    Reflect.deleteProperty(URL, 'revokeObjectURL');
  });

  it('says why the invoice could not be downloaded', async () => {
    open(orderDetail(), {
      [`GET ${path}/invoice.pdf`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, { status: 404 }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Download invoice (PDF)' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^The invoice could not be downloaded\./,
    );
  });
});
