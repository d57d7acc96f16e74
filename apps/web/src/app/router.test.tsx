import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '../lib/session-events.ts';
import { TOKEN_STORAGE_KEY } from '../lib/token-storage.ts';
import { emptyPage, searchResult } from '../test/catalogue-fixtures.ts';
import { customerRoles, json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../test/render-app.tsx';

const noSocialProviders = () => json({ google: false, facebook: false });

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('customer-only routes', () => {
  it('send a signed-out visitor of /user/orders to sign in, remembering the page', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const { router } = renderApp('/user/orders');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe('/user/orders');
  });

  it('keep the query string of the asked page in the redirect', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const { router } = renderApp('/user?tab=invitesList');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user?tab=invitesList',
    );
  });

  it('also guard booking a meeting with a shop', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const { router } = renderApp('/shop/shop-9/book-meeting');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/shop/shop-9/book-meeting',
    );
  });

  it('turn away a signed-in account whose role lacks the customer flag', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const vendor = {
      ...signedInCustomer,
      role: { customer: false, vendor: true, employee: false, admin: false },
    };
    const { router } = renderApp('/user/credits', { auth: vendor });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('let a signed-in customer in', async () => {
    renderApp('/user/orders', { auth: signedInCustomer });
    expect(
      await screen.findByRole('heading', { name: 'Your orders', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
  });

  it('return to the asked page after signing in, with the role fetched and the socket connected', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/auth/providers': noSocialProviders,
      'POST /api/auth/sign-in/email': () =>
        json(
          {
            token: 'body-token',
            user: { id: 'user-1', name: 'Kavya Iyer', email: 'kavya@example.com' },
          },
          { headers: { 'set-auth-token': 'header-token' } },
        ),
      'GET /api/v1/userRoles': () => json(customerRoles),
    });
    const user = userEvent.setup();
    const { router, store, realtime } = renderApp('/user/orders');

    await user.type(await screen.findByLabelText('Email'), 'kavya@example.com');
    await user.type(screen.getByLabelText('Password'), 'marigold-courtyard-17');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(
      await screen.findByRole('heading', { name: 'Your orders', level: 1 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/orders');
    expect(store.getState().auth.role?.customer).toBe(true);
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('header-token');
    expect(realtime.connect).toHaveBeenCalledWith('header-token');
    const rolesCall = seen.find((request) => request.url.pathname === '/api/v1/userRoles');
    expect(rolesCall?.headers.get('authorization')).toBe('Bearer header-token');
  });
});

describe('route errors', () => {
  it("show 'Oops!, Something went wrong' and log 'An unexpected error occurred.' for a malformed order id", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/user/orders/not-an-order-id', { auth: signedInCustomer });

    expect(await screen.findByText('Oops!, Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    // The log is written by an effect, which React may run just after the text is painted.
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('An unexpected error occurred.', expect.anything()),
    );
    // The page shows inside the customer area, not instead of the whole app.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });

  it('open the order page for a well-formed id', async () => {
    renderApp('/user/orders/0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11', { auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: 'Order details' })).toBeInTheDocument();
  });
});

describe('public routes', () => {
  it('show a not-found page for an unknown path, inside the layout', async () => {
    renderApp('/this/path/does/not/exist');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('send /auth to the sign-in page', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const { router } = renderApp('/auth');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('give each policy page its title and meta description', async () => {
    renderApp('/privacy-policy');
    expect(
      await screen.findByRole('heading', { name: 'Privacy policy', level: 1 }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Privacy policy · Vitrine');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(
      /personal information/,
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'Refund policy' })).toHaveAttribute(
      'href',
      '/refund-policy',
    );
  });

  it('offer Sign in in the header to a signed-out visitor, returning to the current page', async () => {
    stubFetch({
      'GET /api/v1/vendor/fetch-shops': () => json(searchResult()),
      'GET /api/v1/category/categories-subcat': () => json({ items: [] }),
      'GET /api/v1/category/occasions-names': () => json({ items: [] }),
      'GET /api/v1/category/languages-names': () => json({ items: [] }),
    });
    renderApp('/brands');
    await screen.findByRole('heading', { name: 'Brands', level: 1 });
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fbrands',
    );
  });
});

describe('the Meetings page', () => {
  it("opens the 'Invites List' tab from the URL and writes the chosen tab back to it", async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/user?tab=invitesList', { auth: signedInCustomer });

    const invites = await screen.findByRole('tab', { name: 'Invites List' });
    expect(invites).toHaveAttribute('aria-selected', 'true');
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Meetings', 'Invites List']);

    await user.click(screen.getByRole('tab', { name: 'Meetings' }));
    expect(router.state.location.search).toBe('');
    await user.click(screen.getByRole('tab', { name: 'Invites List' }));
    expect(router.state.location.search).toBe('?tab=invitesList');
  });
});

describe('signing out from the account menu', () => {
  it('signs out, leaves the customer area, forgets the token and disconnects the socket', async () => {
    stubFetch({ 'POST /api/auth/sign-out': () => json({ success: true }) });
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'token-1');
    const user = userEvent.setup();
    const { router, store, realtime } = renderApp('/user/chat', { auth: signedInCustomer });
    await screen.findByRole('heading', { name: 'Chat', level: 1 });
    // The preloaded session never went through signedIn, so count the connect as done.
    realtime.connect('token-1');

    await user.click(screen.getByRole('button', { name: /account menu/i }));
    const menu = screen.getByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/user/orders',
    );
    await user.click(within(menu).getByRole('menuitem', { name: 'Sign out' }));

    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('a session that ends while a customer page is open', () => {
  it('sends the person to sign in, back to the same page afterwards', async () => {
    stubFetch({
      'GET /api/v1/auth/providers': noSocialProviders,
      'GET /api/v1/user/favourite-shops': () => json(emptyPage),
    });
    const { router, store } = renderApp('/user/favourites', { auth: signedInCustomer });
    await screen.findByRole('heading', { name: 'Favourites', level: 1 });

    act(() => {
      store.dispatch(sessionExpired());
    });

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/user/favourites',
    );
  });
});
