import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductDetail } from '@vitrine/contracts/catalogue';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../../../test/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

function product(overrides: Partial<ProductDetail> = {}): ProductDetail {
  return {
    id: uuid(),
    shop: { id: uuid(), slug: 'suhana-silks', name: 'Suhana Silks' },
    title: 'Chikankari kurta',
    description: 'Hand-embroidered in Lucknow.',
    imageUrls: ['/api/v1/media/assets/a/640.webp', '/api/v1/media/assets/b/640.webp'],
    price: { amountMinor: 249900, currency: 'INR' },
    category: { slug: 'kurtas', name: 'Kurtas' },
    premium: false,
    stock: 3,
    createdAt: '2026-11-01T10:00:00.000Z',
    variants: [],
    ...overrides,
  };
}

describe('a product’s page', () => {
  it('shows the price, the stock, the shop, a meeting to ask in and a way to message the shop', async () => {
    const kurta = product();
    stubFetch({ [`GET /api/v1/products/${kurta.id}`]: () => json(kurta) });
    renderApp(`/product/${kurta.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Chikankari kurta', level: 1 }),
    ).toBeInTheDocument();
    // The page's title is set in an effect, after the paint the query above saw.
    await waitFor(() => expect(document.title).toBe('Chikankari kurta · Vitrine'));
    expect(screen.getByText('₹2,499')).toBeInTheDocument();
    expect(screen.getByText('Only 3 left')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Suhana Silks' })).toHaveAttribute(
      'href',
      `/shop/${kurta.shop.id}`,
    );
    expect(screen.getByRole('link', { name: 'Ask in a meeting' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/shop/${kurta.shop.id}/book-meeting`)}`,
    );
    expect(screen.getByRole('link', { name: 'Sign in to message the shop' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/product/${kurta.id}`)}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('lets a signed-in customer message the product’s shop and opens the conversation', async () => {
    const kurta = product();
    const groupId = uuid();
    const { seen } = stubFetch({
      [`GET /api/v1/products/${kurta.id}`]: () => json(kurta),
      'POST /api/v1/chat/groups': () =>
        json({
          groupId,
          shop: kurta.shop,
          members: [],
          lastMessageId: null,
          lastMessageAt: null,
          lastMessage: null,
          unreadMessages: 0,
          createdAt: '2026-11-20T10:00:00.000Z',
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/product/${kurta.id}`, { auth: signedInCustomer });

    const message = await screen.findByRole('button', { name: 'Message the shop' });
    expect(screen.queryByRole('link', { name: 'Sign in to message the shop' })).toBeNull();
    await user.click(message);
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/chat'));
    expect(router.state.location.search).toBe(`?group=${groupId}`);
    const started = seen.find(
      (r) => r.method === 'POST' && r.url.pathname === '/api/v1/chat/groups',
    );
    expect(started?.body).toEqual({ shopId: kurta.shop.id });
  });

  it('sends a signed-in customer straight to the booking, and says when it is out of stock', async () => {
    const kurta = product({ stock: 0 });
    stubFetch({ [`GET /api/v1/products/${kurta.id}`]: () => json(kurta) });
    renderApp(`/product/${kurta.id}`, { auth: signedInCustomer });

    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask in a meeting' })).toHaveAttribute(
      'href',
      `/shop/${kurta.shop.id}/book-meeting`,
    );
  });

  it('opens a photo larger, steps through the photos with the arrow keys, and closes with Escape', async () => {
    const kurta = product();
    stubFetch({ [`GET /api/v1/products/${kurta.id}`]: () => json(kurta) });
    const user = userEvent.setup();
    renderApp(`/product/${kurta.id}`);

    await user.click(await screen.findByRole('button', { name: 'Open photo 1 of 2 larger' }));
    const dialog = await screen.findByRole('dialog', { name: 'Photo 1 of 2 of Chikankari kurta' });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', kurta.imageUrls[0]);
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', kurta.imageUrls[1]);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', kurta.imageUrls[0]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the product cannot be found for an archived or unknown one', async () => {
    stubFetch({
      'GET /api/v1/products/*': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Product not found.' } }, { status: 404 }),
    });
    renderApp(`/product/${uuid()}`);

    expect(await screen.findByText('We could not find this product')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse shops' })).toHaveAttribute('href', '/shops');
  });

  it('offers a retry when the product could not be loaded', async () => {
    const kurta = product();
    let calls = 0;
    stubFetch({
      [`GET /api/v1/products/${kurta.id}`]: () =>
        ++calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'Something broke.' } }, { status: 500 })
          : json(kurta),
    });
    const user = userEvent.setup();
    renderApp(`/product/${kurta.id}`);

    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Chikankari kurta', level: 1 }),
    ).toBeInTheDocument();
  });
});
