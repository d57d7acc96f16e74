import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Cart, CartLine } from '@vitrine/contracts/cart';
import type { ProductDetail } from '@vitrine/contracts/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TOKEN = 'a'.repeat(43);

afterEach(() => {
  vi.restoreAllMocks();
  localStorage.clear();
});

const inr = (amountMinor: number) => ({ amountMinor, currency: 'INR' });

function line(overrides: Partial<CartLine> = {}): CartLine {
  return {
    id: uuid(),
    productId: uuid(),
    variantId: null,
    title: 'Banarasi saree',
    imageUrl: null,
    variant: null,
    quantity: 1,
    unitPrice: inr(100_000),
    addedUnitPrice: inr(100_000),
    lineTotal: inr(100_000),
    stockKind: 'in_stock',
    unitsLeft: 4,
    leadTimeDays: null,
    available: true,
    warnings: [],
    addedAt: '2026-11-20T10:00:00.000Z',
    meetingPrice: null,
    ...overrides,
  };
}

function cartOf(lines: CartLine[][]): Cart {
  const shops = lines.map((shopLines, index) => {
    const subtotal = shopLines.reduce((sum, l) => sum + l.lineTotal.amountMinor, 0);
    const shipping = subtotal >= 199_900 ? 0 : 9_900;
    return {
      shop: { id: uuid(), slug: `shop-${index}`, name: `Shop ${index + 1}` },
      lines: shopLines,
      subtotal: inr(subtotal),
      shipping: inr(shipping),
      total: inr(subtotal + shipping),
      deliveryEstimate: { earliest: '2026-12-01', latest: '2026-12-04' },
      cashOnDelivery: false,
    };
  });
  const total = shops.reduce((sum, s) => sum + s.total.amountMinor, 0);
  return {
    shops,
    itemCount: lines.flat().reduce((n, l) => n + l.quantity, 0),
    subtotal: inr(shops.reduce((sum, s) => sum + s.subtotal.amountMinor, 0)),
    shipping: inr(shops.reduce((sum, s) => sum + s.shipping.amountMinor, 0)),
    total: inr(total),
    warningCount: lines.flat().filter((l) => l.warnings.length > 0).length,
  };
}

describe('the cart page', () => {
  it('is empty for a guest who has added nothing', async () => {
    stubFetch({});
    renderApp('/cart');
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
  });

  it("shows a guest's cart per shop, with shipping, delivery and what changed", async () => {
    localStorage.setItem('vitrine.cart-token', TOKEN);
    const cart = cartOf([
      [
        line({
          title: 'Chikankari kurta',
          variant: { size: 'M', colour: 'Indigo', madeToMeasure: false },
          unitPrice: inr(120_000),
          addedUnitPrice: inr(100_000),
          lineTotal: inr(120_000),
          warnings: [{ kind: 'price_up', message: 'The price went up from ₹1,000 to ₹1,200.' }],
        }),
      ],
      [line({ quantity: 2, lineTotal: inr(200_000) })],
    ]);
    const { seen } = stubFetch({ 'GET /api/v1/cart/guest': () => json(cart) });
    renderApp('/cart');

    const first = await screen.findByRole('region', { name: 'Shop 1' });
    expect(within(first).getByText('M · Indigo')).toBeInTheDocument();
    expect(within(first).getByText(/The price went up from ₹1,000 to ₹1,200/)).toBeInTheDocument();
    expect(within(first).getByText('Shipping ₹99')).toBeInTheDocument();
    const second = screen.getByRole('region', { name: 'Shop 2' });
    expect(within(second).getByText('Shipping free')).toBeInTheDocument();
    expect(screen.getByText('Total ₹3,299')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to check out' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fuser%2Fcheckout',
    );
    expect(seen[0]!.headers.get('x-cart-token')).toBe(TOKEN);
  });
});

describe('Add to cart on a product page', () => {
  it('asks for a size, makes a guest cart on first use and adds the chosen variant', async () => {
    const product: ProductDetail = {
      id: uuid(),
      shop: { id: uuid(), slug: 'suhana-silks', name: 'Suhana Silks' },
      title: 'Chikankari kurta',
      description: 'Hand-embroidered in Lucknow.',
      imageUrls: [],
      price: inr(90_000),
      category: { slug: 'kurtas', name: 'Kurtas' },
      premium: false,
      stock: 0,
      createdAt: '2026-11-01T10:00:00.000Z',
      variants: [
        {
          id: uuid(),
          size: 'M',
          colour: null,
          madeToMeasure: false,
          price: inr(90_000),
          stock: 4,
          stockKind: 'in_stock',
          leadTimeDays: null,
        },
      ],
    };
    const { seen } = stubFetch({
      [`GET /api/v1/products/${product.id}`]: () => json(product),
      'POST /api/v1/cart/guest': () => json({ ...cartOf([]), token: TOKEN }, { status: 201 }),
      'POST /api/v1/cart/guest/lines': () => json(cartOf([[line()]])),
      'GET /api/v1/cart/guest': () => json(cartOf([[line()]])),
    });
    renderApp(`/product/${product.id}`);
    const add = await screen.findByRole('button', { name: 'Add to cart' });
    expect(add).toBeDisabled();
    await userEvent.click(screen.getByRole('combobox', { name: 'Size and colour' }));
    // The dropdown opens with a transition jsdom never runs: the option is there, but hidden.
    await userEvent.click(await screen.findByRole('option', { name: /^M — ₹900/, hidden: true }));
    await userEvent.click(add);

    await waitFor(() =>
      expect(seen.map((r) => `${r.method} ${r.url.pathname}`)).toContain(
        'POST /api/v1/cart/guest/lines',
      ),
    );
    const added = seen.find((r) => r.url.pathname === '/api/v1/cart/guest/lines')!;
    expect(added.headers.get('x-cart-token')).toBe(TOKEN);
    expect(added.body).toEqual({
      productId: product.id,
      variantId: product.variants[0]!.id,
      quantity: 1,
    });
    expect(localStorage.getItem('vitrine.cart-token')).toBe(TOKEN);
    expect(await screen.findByText('Added Chikankari kurta to your cart.')).toBeInTheDocument();
  });
});
