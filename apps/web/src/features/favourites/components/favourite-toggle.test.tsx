import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, favourite, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { FavouriteToggle } from './favourite-toggle.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const shop = shopSummary({ name: 'Kaveri Bridal Studio' });
const toggle = (signedIn: boolean) => (
  <FavouriteToggle
    shop={shop}
    signedIn={signedIn}
    signInTo={`/auth/login?redirect=%2Fshop%2F${shop.id}`}
    signUpTo={`/auth/sign-up?redirect=%2Fshop%2F${shop.id}`}
  />
);

describe('the favourite toggle', () => {
  it('asks a signed-out visitor to sign in, coming back to the shop, and calls no API', async () => {
    const { spy } = stubFetch({});
    const user = userEvent.setup();
    renderScreen(toggle(false), { path: `/shop/${shop.id}` });

    await user.click(screen.getByRole('button', { name: 'Save to favourites' }));

    expect(screen.getByText('Sign in to save shops')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=%2Fshop%2F${shop.id}`,
    );
    expect(screen.getByRole('link', { name: 'create a free account' })).toHaveAttribute(
      'href',
      `/auth/sign-up?redirect=%2Fshop%2F${shop.id}`,
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('saves the shop for a signed-in customer and removes it again', async () => {
    let saved: ReturnType<typeof favourite> | null = null;
    const { seen } = stubFetch({
      'GET /api/v1/user/favourite-shops': (request) => {
        expect(request.url.searchParams.get('shopId')).toBe(shop.id);
        return json(saved ? { items: [saved], total: 1, page: 1, limit: 1 } : emptyPage);
      },
      'POST /api/v1/user/favourite-shops': (request) => {
        saved = favourite({ shop });
        expect(request.body).toEqual({ shopId: shop.id });
        return json(saved, { status: 201 });
      },
      'DELETE /api/v1/user/favourite-shops/*': (request) => {
        expect(request.url.pathname).toBe(`/api/v1/user/favourite-shops/${saved?.id}`);
        saved = null;
        return new Response(null, { status: 204 });
      },
    });
    const user = userEvent.setup();
    renderScreen(toggle(true), { path: `/shop/${shop.id}`, auth: signedInCustomer });

    const button = await screen.findByRole('button', { name: 'Save to favourites' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    const savedButton = await screen.findByRole('button', { name: 'Saved to favourites' });
    expect(savedButton).toHaveAttribute('aria-pressed', 'true');
    const post = seen.find((request) => request.method === 'POST');
    expect(post?.headers.get('authorization')).toBe('Bearer token-1');

    await waitFor(() => expect(savedButton).toBeEnabled());
    await user.click(savedButton);

    expect(await screen.findByRole('button', { name: 'Save to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says so when saving fails, and keeps the shop unsaved', async () => {
    stubFetch({
      'GET /api/v1/user/favourite-shops': () => json(emptyPage),
      'POST /api/v1/user/favourite-shops': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Shop not found.' } }, { status: 404 }),
    });
    const user = userEvent.setup();
    renderScreen(toggle(true), { path: `/shop/${shop.id}`, auth: signedInCustomer });

    const button = await screen.findByRole('button', { name: 'Save to favourites' });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not save the shop: Shop not found.',
    );
    expect(screen.getByRole('button', { name: 'Save to favourites' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});
