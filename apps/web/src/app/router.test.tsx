import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionExpired } from '../lib/session-events.ts';
import { TOKEN_STORAGE_KEY } from '../lib/token-storage.ts';
import { emptyPage, searchResult } from '../test/catalogue-fixtures.ts';
import { customerRoles, json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../test/render-app.tsx';
import { BOOKING_ID, INVITEE_ID, booking } from '../features/meetings/meetings-test-data.ts';

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
  it('show the not-found page, inside the customer area, for a malformed order id', async () => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/user/orders/not-an-order-id', { auth: signedInCustomer });

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/does not contain an order number/)).toBeInTheDocument();
    expect(screen.queryByText('Oops!, Something went wrong')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // The log says what was missing; a 404 is not logged as an unexpected error.
    await waitFor(() =>
      expect(warned).toHaveBeenCalledWith(
        expect.stringMatching(/^Not found: \/user\/orders\/not-an-order-id \(404 /),
      ),
    );
    expect(logged).not.toHaveBeenCalled();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Your account' })).toBeInTheDocument();
  });

  it('show the not-found page when the server knows no order with a well-formed id', async () => {
    const id = '0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11';
    stubFetch({
      [`GET /api/v1/user/orders/${id}`]: () =>
        json({ error: { code: 'NOT_FOUND', message: 'Order not found.' } }, { status: 404 }),
    });
    renderApp(`/user/orders/${id}`, { auth: signedInCustomer });
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no order with this number/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(warned).toHaveBeenCalledWith(
      expect.stringMatching(new RegExp(`^Not found: /user/orders/${id} \\(404 `)),
    );
  });

  it('show the not-found page for a meeting link whose ids are malformed', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/join-meet/abc/def');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText(/This meeting link is not complete/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('open the pre-join screen of the meeting room for a well-formed meeting link', async () => {
    renderApp(
      '/join-meet/0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11/5d0c4f0e-9a53-4b1f-8b3c-7d110b9a4c9e',
    );
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
  });

  it('make the meeting of a link opened signed in one of the customer’s invitations', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/user/meetings/invitations/claim': () => json(booking()),
    });
    renderApp(`/join-meet/${BOOKING_ID}/${INVITEE_ID}`, { auth: signedInCustomer });
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.filter((r) => r.url.pathname.endsWith('/invitations/claim'))).toEqual([
        expect.objectContaining({ body: { bookingId: BOOKING_ID, attendeeId: INVITEE_ID } }),
      ]),
    );
    const [claim] = seen.filter((r) => r.url.pathname.endsWith('/invitations/claim'));
    expect(claim!.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('claim nothing for a visitor who is not signed in', async () => {
    const { seen, unexpected } = stubFetch({});
    renderApp(`/join-meet/${BOOKING_ID}/${INVITEE_ID}`);
    expect(await screen.findByRole('heading', { name: 'Ready to join?' })).toBeInTheDocument();
    expect([...seen, ...unexpected].map((r) => r.url.pathname)).not.toContain(
      '/api/v1/user/meetings/invitations/claim',
    );
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
    // The page sets its title and description in an effect, which may run after the heading
    // is painted (the previous test's title is still there until then).
    await waitFor(() => expect(document.title).toBe('Privacy policy · Vitrine'));
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

describe('the account menu', () => {
  const menuLabels = async (name: string) => {
    await userEvent.click(await screen.findByRole('button', { name: `Account menu, ${name}` }));
    return screen.getAllByRole('menuitem').map((item) => item.textContent);
  };

  it('adds the areas a role opens: the shop console for a vendor, the staff console for an admin', async () => {
    renderApp('/terms-and-conditions', {
      auth: {
        ...signedInCustomer,
        role: { customer: true, vendor: true, employee: false, admin: true },
      },
    });
    const labels = await menuLabels('Kavya Iyer');
    expect(labels).toContain('Shop console');
    expect(labels).toContain('Staff console');
  });

  it('opens the staff console to an employee', async () => {
    renderApp('/terms-and-conditions', {
      auth: {
        ...signedInCustomer,
        role: { customer: false, vendor: false, employee: true, admin: false },
      },
    });
    const labels = await menuLabels('Kavya Iyer');
    expect(labels).toContain('Staff console');
    expect(labels).not.toContain('Shop console');
  });

  it('shows a customer only the account pages', async () => {
    renderApp('/terms-and-conditions', { auth: signedInCustomer });
    const labels = await menuLabels('Kavya Iyer');
    expect(labels).not.toContain('Shop console');
    expect(labels).not.toContain('Staff console');
    expect(labels).toContain('Credits');
  });
});
