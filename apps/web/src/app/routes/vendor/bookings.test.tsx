import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_ID,
  SHOP_ID,
  shopBooking,
  shopBookingPage,
} from '../../../features/meetings/meetings-test-data.ts';
import { ORDER_ID, orderDetail } from '../../../features/orders/orders-test-data.ts';
import { shop, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInVendor } from '../../../test/render-app.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ id: SHOP_ID, name: 'Kala Boutique' });
const SAREE = '7d1f3c2a-1b4e-4a5f-9c8d-2e3f4a5b6c7d';
const DUPATTA = '8e2a4d3b-2c5f-4b6a-8d9e-3f4a5b6c7d8e';
const pin = (productId: string, title: string, priceMinor: number) => ({
  productId,
  title,
  priceMinor,
  currency: 'INR',
  imageUrl: null,
  url: `/products/${productId}`,
  pinnedAt: '2026-01-05T05:40:00.000Z',
  meetingPriceMinor: null,
  meetingPriceEndsAt: '2026-01-06T05:40:00.000Z',
});

const consoleWith = (pins: ReturnType<typeof pin>[], extra: Parameters<typeof stubFetch>[0] = {}) =>
  stubFetch({
    'GET /api/v1/vendor/my-shops': () => json({ items: [kala] }),
    'GET /api/v1/vendor/getVendorById': () => json(shop({ ...kala })),
    'GET /api/v1/vendor/bookings': () =>
      json(
        shopBookingPage([
          shopBooking({ startsAt: '2026-01-05T05:30:00.000Z', status: 'completed' }),
        ]),
      ),
    [`GET /api/v1/vendor/bookings/${BOOKING_ID}/room`]: () =>
      json({ bookingId: BOOKING_ID, pins, chat: [] }),
    ...extra,
  });

describe('a booking in the console: Create order from pins', () => {
  it('orders the picked pins with their quantities for the customer, then opens the order', async () => {
    const { seen } = consoleWith(
      [pin(SAREE, 'Banarasi saree', 1_250_000), pin(DUPATTA, 'Silk dupatta', 300_000)],
      {
        'POST /api/v1/vendor/orders/from-booking': () => json(orderDetail(), { status: 201 }),
        [`GET /api/v1/vendor/orders/${ORDER_ID}`]: () => json(orderDetail()),
      },
    );
    const user = userEvent.setup();
    renderApp('/vendor/bookings?when=past', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Create order from pins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order for Kavya Iyer' });
    const quantity = await within(dialog).findByLabelText('Quantity of Banarasi saree');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(within(dialog).getByLabelText(/^Silk dupatta/));
    await user.type(within(dialog).getByLabelText('Shipping fee (INR)'), '50');
    expect(within(dialog).getByText(/^Total:/)).toHaveTextContent('Total: ₹25,050.00');
    await user.click(within(dialog).getByRole('button', { name: 'Create the order' }));

    await vi.waitFor(() =>
      expect(seen.some((r) => r.url.pathname === `/api/v1/vendor/orders/${ORDER_ID}`)).toBe(true),
    );
    const created = seen.find((r) => r.method === 'POST')!;
    expect(created.body).toEqual({
      bookingId: BOOKING_ID,
      items: [{ productId: SAREE, quantity: 2 }],
      shippingFee: 5_000,
      taxes: 0,
    });
  });

  it('says so when nothing was pinned', async () => {
    consoleWith([]);
    const user = userEvent.setup();
    renderApp('/vendor/bookings?when=past', { auth: signedInVendor });
    await user.click(await screen.findByRole('button', { name: 'Create order from pins' }));
    expect(
      await screen.findByText(/No product was pinned during this meeting/),
    ).toBeInTheDocument();
  });

  it('keeps the dialog open with the reason when the server refuses', async () => {
    consoleWith([pin(SAREE, 'Banarasi saree', 1_250_000)], {
      'POST /api/v1/vendor/orders/from-booking': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'items.0.productId: not pinned during this meeting.',
              details: [{ field: 'items.0.productId', message: 'not pinned during this meeting' }],
            },
          },
          { status: 400 },
        ),
    });
    const user = userEvent.setup();
    renderApp('/vendor/bookings?when=past', { auth: signedInVendor });
    await user.click(await screen.findByRole('button', { name: 'Create order from pins' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order for Kavya Iyer' });
    await user.click(await within(dialog).findByRole('button', { name: 'Create the order' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /not pinned during this meeting/,
    );
  });
});
