import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shopSummary } from '../../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../../test/render-app.tsx';
import {
  ORDER_ID,
  orderDetail,
  ownerProduct,
  PRODUCT_ID,
  SHOP_ID,
} from '../../orders-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const shop = shopSummary({ id: SHOP_ID, name: 'Suhana Silks' });
const products = () => json({ items: [ownerProduct()], total: 1, page: 1, limit: 100 });

describe("the console's orders", () => {
  it('creates an order for a customer from the shop’s products, fees and a delivery estimate', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      'GET /api/v1/vendor/products': products,
      'POST /api/v1/vendor/orders': () => json(orderDetail(), { status: 201 }),
      [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(orderDetail()),
    });
    const user = userEvent.setup();
    renderApp('/vendor/orders/new', { auth: signedInVendor });

    await user.type(await screen.findByLabelText(/Customer email/), 'demo@vitrine.local');
    await user.selectOptions(await screen.findByLabelText('Item 1'), PRODUCT_ID);
    const quantity = screen.getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.type(screen.getByLabelText('Shipping fee (₹)'), '50');
    await user.type(screen.getByLabelText('Taxes (₹)'), '12.5');
    await user.type(screen.getByLabelText('Delivery estimate'), '2026-12-05');
    await user.type(screen.getByLabelText('Notes for the customer'), 'Gift wrap');
    expect(screen.getByText('Total: ₹5,062.50')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create the order' }));

    await screen.findByText('Waiting for the customer to pay.');
    const post = seen.find((r) => r.method === 'POST')!;
    expect(post.body).toEqual({
      shopId: SHOP_ID,
      customerEmail: 'demo@vitrine.local',
      items: [{ productId: PRODUCT_ID, quantity: 2, unitPrice: 250000 }],
      shippingFee: 5000,
      taxes: 1250,
      currency: 'INR',
      notes: 'Gift wrap',
      deliveryEstimate: '2026-12-05',
    });
  });

  it('shows an unknown customer email beside the field', async () => {
    stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      'GET /api/v1/vendor/products': products,
      'POST /api/v1/vendor/orders': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'customerEmail: no customer has this email',
              details: [{ field: 'customerEmail', message: 'no customer has this email' }],
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/orders/new', { auth: signedInVendor });
    await user.type(await screen.findByLabelText(/Customer email/), 'nobody@example.com');
    await user.selectOptions(await screen.findByLabelText('Item 1'), PRODUCT_ID);
    await user.click(screen.getByRole('button', { name: 'Create the order' }));
    expect(await screen.findByText(/no customer has this email/)).toBeInTheDocument();
  });

  it('moves a paid order through pack and ship with a tracking number', async () => {
    let current = orderDetail({ status: 'paid', paidAt: '2026-11-21T10:00:00.000Z' });
    const { seen } = stubFetch({
      'GET /api/v1/vendor/my-shops': () => json({ items: [shop] }),
      [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(current),
      [`POST /api/v1/vendor/orders/${ORDER_ID}/pack`]: () => {
        current = { ...current, status: 'packed' };
        return json(current);
      },
      'GET /api/v1/vendor/carriers': () =>
        json({
          carriers: [{ name: 'sandbox', label: 'Sandbox courier', booksPickup: false }],
          default: 'sandbox',
        }),
      [`POST /api/v1/vendor/orders/${ORDER_ID}/ship`]: () =>
        json(
          { error: { code: 'CONFLICT', message: 'This tracking number is in use.', details: [] } },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp(`/vendor/orders/${ORDER_ID}`, { auth: signedInVendor });
    const steps = await screen.findByRole('region', { name: 'Next steps' });
    expect(within(steps).queryByRole('button', { name: 'Ship' })).toBeNull();
    await user.click(within(steps).getByRole('button', { name: 'Pack' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Mark as packed?' })).getByRole('button', {
        name: 'Mark as packed',
      }),
    );
    await user.click(await within(steps).findByRole('button', { name: 'Ship' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship this order?' });
    await user.type(await within(dialog).findByLabelText(/Tracking number/), 'SBX-9999');
    await user.click(within(dialog).getByRole('button', { name: 'Ship it' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This tracking number is in use.',
    );
    expect(seen.find((r) => r.url.pathname.endsWith('/ship'))!.body).toEqual({
      carrier: 'sandbox',
      trackingNumber: 'SBX-9999',
    });
  });
});
