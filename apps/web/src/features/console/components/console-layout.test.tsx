import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, shop, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp, signedInCustomer, signedInVendor } from '../../../test/render-app.tsx';
import { customerPage } from '../console-test-data.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const kala = shopSummary({ name: 'Kala Boutique', verified: false });
const moti = shopSummary({ name: 'Moti Kids' });

/** The API of the overview for these shops (the first is the one shown). */
const overviewApi = (shops = [kala]) =>
  stubFetch({
    'GET /api/v1/auth/providers': () => json({ google: false, facebook: false }),
    'GET /api/v1/vendor/my-shops': () => json({ items: shops }),
    'GET /api/v1/vendor/getVendorById': ({ url }) => {
      const found = shops.find((s) => s.id === url.searchParams.get('id'))!;
      return json(shop({ ...found, productCount: 7 }));
    },
    'GET /api/v1/vendor/customers/search': () => json(customerPage([], 12)),
    'GET /api/v1/offers': () => json({ ...emptyPage, total: 3 }),
  });

describe('the shop console', () => {
  it('sends a signed-out visitor to sign in, remembering the page', async () => {
    overviewApi();
    const { router } = renderApp('/vendor/profile');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('redirect')).toBe(
      '/vendor/profile',
    );
  });

  it('tells a customer how to open a shop instead of showing the console', async () => {
    const { seen } = overviewApi();
    renderApp('/vendor/vendorLanding', { auth: signedInCustomer });
    expect(
      await screen.findByRole('heading', { name: 'The shop console is for shop owners' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open your shop' })).toHaveAttribute(
      'href',
      '/vendor/apply',
    );
    expect(screen.queryByRole('navigation', { name: 'Shop console' })).not.toBeInTheDocument();
    expect(seen.some((r) => r.url.pathname === '/api/v1/vendor/my-shops')).toBe(false);
  });

  it("shows an owner's home: navigation, the way to meetings, chats and orders, the shop's status and counts", async () => {
    overviewApi();
    renderApp('/vendor/vendorLanding', { auth: signedInVendor });

    expect(await screen.findByRole('heading', { level: 1, name: 'Overview' })).toBeInTheDocument();
    const nav = screen.getAllByRole('navigation', { name: 'Shop console' })[0]!;
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Overview',
      'Profile',
      'Media',
      'Products',
      'Stock',
      'Offers',
      'Bookings',
      'Trunk shows',
      'Orders',
      'Sales',
      'Availability',
      'Inbox',
      'Customers',
      'Reviews',
      'Stitching',
      'Earnings',
      'Payouts',
    ]);
    expect(within(nav).getByRole('link', { name: 'Overview' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Products' })).toHaveAttribute(
      'href',
      '/vendor/products',
    );

    // Meetings, chats and orders each lead to their page; no made-up counts and no empty claims.
    const work = screen.getByRole('region', { name: 'Your work' });
    expect(within(work).getByRole('link', { name: 'See your bookings' })).toHaveAttribute(
      'href',
      '/vendor/bookings',
    );
    expect(within(work).getByRole('link', { name: 'Open your inbox' })).toHaveAttribute(
      'href',
      '/vendor/inbox',
    );
    expect(within(work).getByRole('link', { name: 'See your orders' })).toHaveAttribute(
      'href',
      '/vendor/orders',
    );
    expect(work).not.toHaveTextContent(/No (meetings|unread chats|open orders)|once chat opens/);

    expect(screen.getByText('Not verified yet')).toBeInTheDocument();
    expect(
      await screen.findByRole('link', { name: '12 Customers who favourited you' }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '7 Products' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '3 Offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/vendor/profile',
    );
  });

  it('switches between the shops an owner runs, and remembers the choice', async () => {
    overviewApi([kala, moti]);
    const user = userEvent.setup();
    renderApp('/vendor/vendorLanding', { auth: signedInVendor });

    expect(await screen.findByText(/Kala Boutique · /)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Shop' }), 'Moti Kids');
    expect(await screen.findByText(/Moti Kids · /)).toBeInTheDocument();
    expect(window.localStorage.getItem('vitrine.console.shop')).toBe(moti.id);
  });

  it('opens the navigation in a drawer from the menu button (phones) and closes it on a choice', async () => {
    overviewApi();
    const user = userEvent.setup();
    const { router } = renderApp('/vendor/vendorLanding', { auth: signedInVendor });

    await user.click(await screen.findByRole('button', { name: 'Open the console menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Shop console' });
    await user.click(within(drawer).getByRole('link', { name: 'Customers' }));
    // The route's code loads first, then the location changes.
    await waitFor(() => expect(router.state.location.pathname).toBe('/vendor/customers'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Customers' })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Shop console' })).not.toBeInTheDocument(),
    );
  });

  it('invites a vendor without a shop to open one', async () => {
    overviewApi([]);
    renderApp('/vendor/vendorLanding', { auth: signedInVendor });
    expect(
      await screen.findByRole('heading', { name: 'You do not run a shop yet' }),
    ).toBeInTheDocument();
  });
});
