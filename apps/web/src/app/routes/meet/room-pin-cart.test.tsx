import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart } from '@vitrine/contracts/cart';
import type { ProductDetail } from '@vitrine/contracts/catalogue';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PinnedProducts } from '../../../features/meeting-room/components/pinned-products.tsx';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { RoomPinCart } from './room-pin-cart.tsx';

beforeEach(() => {
  // jsdom has no layout: the combobox scrolls the option the arrow keys reach into view.
  Object.defineProperty(Element.prototype, 'scrollIntoView', {
    configurable: true,
    value: vi.fn(),
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
});

const bookingId = uuid();
const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });

const kurta: ProductDetail = {
  id: uuid(),
  shop: { id: uuid(), slug: 'suhana-silks', name: 'Suhana Silks' },
  title: 'Chikankari kurta',
  description: 'Hand-embroidered in Lucknow.',
  imageUrls: [],
  price: inr(249_900),
  category: { slug: 'kurtas', name: 'Kurtas' },
  premium: false,
  stock: 0,
  createdAt: '2026-11-01T10:00:00.000Z',
  variants: [
    {
      id: uuid(),
      size: 'S',
      colour: 'Ivory',
      madeToMeasure: false,
      price: inr(249_900),
      stock: 0,
      stockKind: 'in_stock',
      leadTimeDays: null,
    },
    {
      id: uuid(),
      size: 'M',
      colour: 'Ivory',
      madeToMeasure: false,
      price: inr(249_900),
      stock: 4,
      stockKind: 'in_stock',
      leadTimeDays: null,
    },
  ],
};

const pin: PinnedProduct = {
  productId: kurta.id,
  title: kurta.title,
  priceMinor: 249_900,
  currency: 'INR',
  imageUrl: null,
  url: `/product/${kurta.id}`,
  pinnedAt: '2026-11-28T10:00:00.000Z',
  meetingPriceMinor: 199_900,
  meetingPriceEndsAt: '2026-11-29T10:00:00.000Z',
};

const emptyCart: Cart = {
  shops: [],
  itemCount: 0,
  subtotal: inr(0),
  shipping: inr(0),
  total: inr(0),
  warningCount: 0,
};

describe("the meeting room's Add to cart", () => {
  it('adds the pinned product in the size picked, as the meeting’s line, from the keyboard', async () => {
    const { seen } = stubFetch({
      [`GET /api/v1/products/${kurta.id}`]: () => json(kurta),
      'POST /api/v1/user/cart/lines': () => json(emptyCart),
      'GET /api/v1/user/cart': () => json(emptyCart),
    });
    const user = userEvent.setup();
    renderScreen(<PinnedProducts pins={[pin]} bookingId={bookingId} cart={RoomPinCart} />, {
      auth: signedInCustomer,
    });

    // The shopper sees the meeting price beside the list price.
    const pins = screen.getByLabelText('Pinned products');
    expect(within(pins).getByText(/Meeting price ₹1,999/)).toBeInTheDocument();
    expect(within(pins).getByText('₹2,499.00').tagName).toBe('S');

    const add = await screen.findByRole('button', { name: 'Add to cart' });
    // A size first: the sold-out one cannot be picked.
    expect(add).toBeDisabled();
    const size = screen.getByRole('combobox', { name: 'Size and colour' });
    await user.click(size);
    expect(await screen.findByRole('option', { name: /^S · Ivory/, hidden: true })).toHaveAttribute(
      'data-combobox-disabled',
      'true',
    );
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(size).toHaveValue('M · Ivory — ₹2,499 (Only 4 left)'));

    add.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(seen.find((r) => r.method === 'POST')?.body).toEqual({
        productId: kurta.id,
        variantId: kurta.variants[1]!.id,
        quantity: 1,
        bookingId,
        source: 'meeting',
      }),
    );
    expect(await screen.findByText('Added Chikankari kurta to your cart.')).toBeInTheDocument();
    // The cart opens beside the call, not in place of it.
    expect(screen.getByRole('link', { name: 'View cart' })).toHaveAttribute('target', '_blank');
  });

  it('says when the product could not be loaded, and tries again', async () => {
    let calls = 0;
    stubFetch({
      [`GET /api/v1/products/${kurta.id}`]: () =>
        ++calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'down' } }, { status: 500 })
          : json(kurta),
    });
    const user = userEvent.setup();
    renderScreen(<PinnedProducts pins={[pin]} bookingId={bookingId} cart={RoomPinCart} />, {
      auth: signedInCustomer,
    });
    expect(await screen.findByText('Could not load this product to add it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it("lets the shop set a pin's meeting price in rupees", async () => {
    const onSetPrice = vi.fn();
    const user = userEvent.setup();
    renderScreen(
      <PinnedProducts
        pins={[{ ...pin, meetingPriceMinor: null }]}
        bookingId={bookingId}
        onUnpin={() => {}}
        onSetPrice={onSetPrice}
      />,
    );
    await user.type(
      screen.getByRole('textbox', { name: 'Meeting price of Chikankari kurta (₹)' }),
      '1999.5',
    );
    await user.click(screen.getByRole('button', { name: 'Set price' }));
    expect(onSetPrice).toHaveBeenCalledWith(kurta.id, 199_950);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).not.toBeInTheDocument();
  });
});
