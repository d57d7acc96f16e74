import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../../test/render-app.tsx';
import { ORDER_ID, orderDetail, SHIPMENT_ID, SHOP_ID } from '../../orders-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const packed = () =>
  orderDetail({
    status: 'packed',
    timeline: [
      {
        status: 'awaiting_payment',
        from: null,
        by: 'shop',
        note: null,
        at: '2026-11-20T10:00:00.000Z',
      },
      {
        status: 'paid',
        from: 'awaiting_payment',
        by: 'system',
        note: null,
        at: '2026-11-20T11:00:00.000Z',
      },
      { status: 'packed', from: 'paid', by: 'shop', note: null, at: '2026-11-20T12:00:00.000Z' },
    ],
  });
const shippedWith = (carrier: string, trackingNumber: string) =>
  orderDetail({
    status: 'shipped',
    shipments: [
      {
        id: SHIPMENT_ID,
        carrier,
        trackingNumber,
        createdAt: '2026-11-21T09:00:00.000Z',
        events: [],
      },
    ],
  });
const myShops = () => json({ items: [shopSummary({ id: SHOP_ID, name: 'Suhana Silks' })] });
const bothCarriers = {
  carriers: [
    { name: 'sandbox', label: 'Sandbox courier', booksPickup: false },
    { name: 'shiprocket', label: 'Shiprocket', booksPickup: true },
  ],
  default: 'sandbox',
};

/** The console's calls for a packed order, shipped as the server would ship it. */
function shippingApi(carrier: string, trackingNumber: string) {
  let detail = packed();
  return stubFetch({
    'GET /api/v1/vendor/my-shops': myShops,
    [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(detail),
    'GET /api/v1/vendor/carriers': () => json(bothCarriers),
    [`POST /api/v1/vendor/orders/${ORDER_ID}/ship`]: () => {
      detail = shippedWith(carrier, trackingNumber);
      return json(detail);
    },
  });
}

async function openShipDialog() {
  const user = userEvent.setup();
  renderApp(`/vendor/orders/${ORDER_ID}`, { auth: signedInVendor });
  // The console's route loads lazily: the first render of a file waits longest on a busy machine.
  await user.click(await screen.findByRole('button', { name: 'Ship' }, { timeout: 15_000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Ship this order?' });
  return { user, dialog };
}

describe("the console's ship dialog", () => {
  it('offers the couriers the server ships with; Shiprocket books the pickup, so no number is typed', async () => {
    const { seen } = shippingApi('shiprocket', '19041234567');
    const { user, dialog } = await openShipDialog();

    // The default courier is chosen and asks for its tracking number.
    const sandbox = await within(dialog).findByRole('radio', { name: /Sandbox courier/ });
    expect(sandbox).toBeChecked();
    expect(within(dialog).getByLabelText(/Tracking number/)).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Shiprocket/ }));
    expect(within(dialog).queryByLabelText(/Tracking number/)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Shiprocket books the pickup now/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Ship it' }));

    expect(await screen.findByText(/Shiprocket · tracking number 19041234567/)).toBeInTheDocument();
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.url.pathname).toBe(`/api/v1/vendor/orders/${ORDER_ID}/ship`);
    expect(post.body).toEqual({ carrier: 'shiprocket' });
  });

  it('sends the typed tracking number with the sandbox courier', async () => {
    const { seen } = shippingApi('sandbox', 'SBX-1002');
    const { user, dialog } = await openShipDialog();
    await user.type(await within(dialog).findByLabelText(/Tracking number/), ' SBX-1002 ');
    await user.click(within(dialog).getByRole('button', { name: 'Ship it' }));
    expect(
      await screen.findByText(/Sandbox courier · tracking number SBX-1002/),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')!.body).toEqual({
      carrier: 'sandbox',
      trackingNumber: 'SBX-1002',
    });
  });

  it('says when the couriers cannot be loaded, holds the button, and loads them on a retry', async () => {
    let fail = true;
    stubFetch({
      'GET /api/v1/vendor/my-shops': myShops,
      [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(packed()),
      'GET /api/v1/vendor/carriers': () =>
        fail
          ? json({ error: { code: 'INTERNAL', message: 'Something went wrong.' } }, { status: 500 })
          : json(bothCarriers),
    });
    const { user, dialog } = await openShipDialog();
    expect(await within(dialog).findByText(/could not be loaded/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ship it' })).toBeDisabled();
    fail = false;
    await user.click(within(dialog).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByRole('radio', { name: /Shiprocket/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Ship it' })).toBeEnabled();
  });
});
