import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  emptyPage,
  filterVocabulary,
  offer,
  searchResult,
  shop,
  shopSummary,
} from '../test/catalogue-fixtures.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../test/render-app.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const vocabularyRoutes = Object.fromEntries(
  Object.entries(filterVocabulary).map(([route, body]) => [route, () => json(body)]),
);

const suhana = shop({ name: 'Suhana Silks', productCount: 0 });
const shopRoutes = {
  'GET /api/v1/vendor/fetch-shop': () => json(suhana),
  'GET /api/v1/products/vendors': () => json(emptyPage),
  'GET /api/v1/offers': () => json(emptyPage),
  'GET /api/v1/reviews/top-meet-and-order-review': () =>
    json({ items: [], rating: { average: 0, count: 0 } }),
};

describe('a shop’s page', () => {
  it('asks a signed-out visitor to sign in to book, coming back to the booking', async () => {
    stubFetch(shopRoutes);
    renderApp(`/shop/${suhana.id}`);

    expect(
      await screen.findByRole('heading', { name: 'Suhana Silks', level: 1 }),
    ).toBeInTheDocument();
    // The page's title is set in an effect, after the paint the query above saw.
    await waitFor(() => expect(document.title).toBe('Suhana Silks · Vitrine'));
    expect(screen.getByRole('link', { name: 'Book a video meeting' })).toHaveAttribute(
      'href',
      `/auth/login?redirect=${encodeURIComponent(`/shop/${suhana.id}/book-meeting`)}`,
    );
    expect(screen.getByText('Sign in to book · 30 credits a meeting')).toBeInTheDocument();
    expect(
      await screen.findByText('This shop has no offers running right now.'),
    ).toBeInTheDocument();
  });

  it('says under Meeting times where the free times are, with the shop’s time zone', async () => {
    stubFetch(shopRoutes);
    renderApp(`/shop/${suhana.id}`);

    const details = await screen.findByRole('region', { name: 'Details' });
    const term = within(details).getByText('Meeting times');
    expect(term.nextElementSibling).toHaveTextContent(
      new RegExp(
        `^Book a video meeting to see the shop's free times\\. The shop keeps ${suhana.timeZone.replace(/_/g, ' ')} time, where it is now `,
      ),
    );
  });

  it('takes a signed-in customer straight to the booking form, at its first step', async () => {
    stubFetch({
      ...shopRoutes,
      'GET /api/v1/user/favourite-shops': () => json(emptyPage),
      'GET /api/v1/vendor/*': () => json({ timeZone: suhana.timeZone, items: [] }),
      'GET /api/v1/user/credits': () =>
        json({
          ...emptyPage,
          balance: 0,
          expiringSoon: { credits: 0, withinDays: 30, nextExpiresAt: null },
        }),
    });
    const user = userEvent.setup();
    const { router } = renderApp(`/shop/${suhana.id}`, { auth: signedInCustomer });

    await user.click(await screen.findByRole('link', { name: 'Book a video meeting' }));

    expect(
      await screen.findByRole('heading', {
        name: 'Book a video meeting with Suhana Silks',
        level: 1,
      }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/shop/${suhana.id}/book-meeting`);
    expect(await screen.findByRole('heading', { name: 'Date', level: 2 })).toBeInTheDocument();
    expect(screen.getByText(/This shop has no free meeting times/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Suhana Silks' })).toHaveAttribute(
      'href',
      `/shop/${suhana.id}`,
    );
  });

  it('offers no booking at a shop that has not set meeting hours, and says why', async () => {
    const anita = shop({ name: 'Anita Handlooms', takesMeetings: false });
    stubFetch({ ...shopRoutes, 'GET /api/v1/vendor/fetch-shop': () => json(anita) });
    renderApp(`/shop/${anita.id}`, { auth: signedInCustomer });

    expect(
      await screen.findByRole('heading', { name: 'Anita Handlooms', level: 1 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Book a video meeting' })).not.toBeInTheDocument();
    expect(
      screen.getByText('Not taking video meetings yet: the shop has not set its meeting hours.'),
    ).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Details' });
    expect(within(details).getByText('Meeting times').nextElementSibling).toHaveTextContent(
      /^None yet: the shop has not set its meeting hours\. It keeps /,
    );
  });

  it('explains on the booking form of a shop without meeting hours that it takes none', async () => {
    const anita = shop({ name: 'Anita Handlooms', takesMeetings: false });
    const { seen } = stubFetch({
      ...shopRoutes,
      'GET /api/v1/vendor/fetch-shop': () => json(anita),
      'GET /api/v1/user/favourite-shops': () => json(emptyPage),
      'GET /api/v1/user/credits': () =>
        json({
          ...emptyPage,
          balance: 0,
          expiringSoon: { credits: 0, withinDays: 30, nextExpiresAt: null },
        }),
      ...vocabularyRoutes,
    });
    renderApp(`/shop/${anita.id}/book-meeting`, { auth: signedInCustomer });

    expect(
      await screen.findByRole('heading', { name: 'Anita Handlooms takes no video meetings yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/has not set its meeting hours/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Anita Handlooms' })).toHaveAttribute(
      'href',
      `/shop/${anita.id}`,
    );
    expect(seen.some((request) => request.url.pathname.endsWith('/slots'))).toBe(false);
  });

  it('says when a shop does not exist, with a way to find others', async () => {
    stubFetch({
      'GET /api/v1/vendor/fetch-shop': () =>
        json({ error: { code: 'NOT_FOUND', message: 'Shop not found.' } }, { status: 404 }),
    });
    renderApp('/shop/no-such-shop');

    expect(
      await screen.findByRole('heading', { name: 'We could not find this shop' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse shops' })).toHaveAttribute('href', '/shops');
    // The page's title is set in an effect, after the paint the query above saw.
    await waitFor(() => expect(document.title).toBe('Shop not found · Vitrine'));
  });
});

describe('the brands page', () => {
  it('searches shops that are brands only, without putting that in the URL', async () => {
    const { seen } = stubFetch({
      ...vocabularyRoutes,
      'GET /api/v1/vendor/fetch-shops': () =>
        json(
          searchResult({ items: [shopSummary({ name: 'Lavanya Jutti Company', isBrand: true })] }),
        ),
    });
    const { router } = renderApp('/brands');

    expect(await screen.findByRole('heading', { name: 'Brands', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Lavanya Jutti Company' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 brand' })).toBeInTheDocument();
    const search = seen.find((request) => request.url.pathname === '/api/v1/vendor/fetch-shops');
    expect(search?.url.searchParams.get('isBrand')).toBe('true');
    expect(router.state.location.search).toBe('');
  });
});

describe('the offers page', () => {
  it('filters by who makes the offer, in the URL, and links an offer to its shop', async () => {
    const vastra = shopSummary({ name: 'Vastra Silks' });
    const { seen } = stubFetch({
      'GET /api/v1/offers': (request) =>
        json(
          request.url.searchParams.get('offeror') === 'shop'
            ? {
                items: [
                  offer({
                    offeror: 'shop',
                    title: 'Meeting special: 10% off',
                    shop: { id: vastra.id, slug: vastra.slug, name: vastra.name, logoUrl: null },
                  }),
                ],
                total: 1,
                page: 1,
                limit: 12,
              }
            : { items: [offer()], total: 1, page: 1, limit: 12 },
        ),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/offers');

    expect(
      await screen.findByRole('heading', { name: 'Wedding Season: 15% off your first order' }),
    ).toBeInTheDocument();
    expect(screen.getByText('By Vitrine, at every shop')).toBeInTheDocument();

    await user.click(screen.getByText('From shops'));
    const card = (await screen.findByRole('heading', { name: 'Meeting special: 10% off' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('link', { name: 'Vastra Silks' })).toHaveAttribute(
      'href',
      `/shop/${vastra.id}`,
    );
    expect(within(card).getByText('15% off')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?offeror=shop');
    await waitFor(() => expect(seen.at(-1)?.url.searchParams.get('offeror')).toBe('shop'));
  });

  it("shows who may use an offer's code on its card", async () => {
    stubFetch({
      'GET /api/v1/offers': () =>
        json({
          items: [
            offer({
              rules: {
                minimumAmountMinor: 5_000_00,
                firstOrderOnly: true,
                perCustomerLimit: 1,
                shopIds: [],
                categorySlugs: [],
              },
            }),
          ],
          total: 1,
          page: 1,
          limit: 12,
        }),
    });
    renderApp('/offers');

    const card = (
      await screen.findByRole('heading', { name: 'Wedding Season: 15% off your first order' })
    ).closest('article')!;
    expect(within(card).getByText('Min ₹5,000 · first order · 1 per customer')).toBeInTheDocument();
  });
});
