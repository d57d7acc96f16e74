import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyPage, favourite, shopSummary } from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { FavouriteShops } from './favourite-shops.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const render = (path = '/user/favourites') =>
  renderScreen(<FavouriteShops />, { path, auth: signedInCustomer });

const pageOf = (items: ReturnType<typeof favourite>[], total = items.length, page = 1) => ({
  items,
  total,
  page,
  limit: 10,
});

describe('the favourites list', () => {
  it('lists the favourite shops with links to them, and searches them from the URL', async () => {
    const mogra = favourite({ shop: shopSummary({ name: 'Mogra Wedding Couture' }) });
    const lists: URLSearchParams[] = [];
    stubFetch({
      'GET /api/v1/user/favourite-shops': (request: StubbedRequest) => {
        lists.push(request.url.searchParams);
        return json(request.url.searchParams.get('searchKey') ? emptyPage : pageOf([mogra]));
      },
    });
    const user = userEvent.setup();
    const { router } = render();

    expect(await screen.findByRole('link', { name: 'Mogra Wedding Couture' })).toHaveAttribute(
      'href',
      `/shop/${mogra.shop.id}`,
    );
    expect(screen.getByRole('heading', { name: '1 shop' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search your favourites'), 'zari{Enter}');
    expect(await screen.findByRole('heading', { name: 'No favourites match' })).toBeInTheDocument();
    expect(new URLSearchParams(router.state.location.search).get('searchKey')).toBe('zari');
    expect(lists.at(-1)?.get('searchKey')).toBe('zari');

    await user.click(screen.getByRole('button', { name: 'Show all favourites' }));
    expect(await screen.findByRole('link', { name: 'Mogra Wedding Couture' })).toBeInTheDocument();
  });

  it('invites a customer with no favourites to find shops, with the downloads off', async () => {
    stubFetch({ 'GET /api/v1/user/favourite-shops': () => json(emptyPage) });
    render();

    expect(
      await screen.findByRole('heading', { name: 'No favourite shops yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find shops' })).toHaveAttribute('href', '/shops');
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('downloads the filtered list as CSV with the bearer token and saves it under the server’s name', async () => {
    const csv = 'Shop ID,Name\r\nabc,Mogra Wedding Couture\r\n';
    const { seen } = stubFetch({
      'GET /api/v1/user/favourite-shops': (request) =>
        request.url.searchParams.get('download')
          ? new Response(csv, {
              headers: {
                'content-type': 'text/csv; charset=utf-8',
                'content-disposition': 'attachment; filename="favourite-shops-2026-11-22.csv"',
              },
            })
          : json(pageOf([favourite()])),
    });
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:favourites');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push({ download: this.download, href: this.href });
    });
    const user = userEvent.setup();
    render('/user/favourites?searchKey=mogra');

    const download = await screen.findByRole('button', { name: 'Download CSV' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);

    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(clicked[0]).toEqual({
      download: 'favourite-shops-2026-11-22.csv',
      href: 'blob:favourites',
    });
    expect(await createObjectURL.mock.calls[0]![0].text()).toBe(csv);
    const request = seen.find((r) => r.url.searchParams.get('download'));
    expect(request?.url.searchParams.get('download')).toBe('csv');
    expect(request?.url.searchParams.get('searchKey')).toBe('mogra');
    expect(request?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('says so when a download fails', async () => {
    stubFetch({
      'GET /api/v1/user/favourite-shops': (request) =>
        request.url.searchParams.get('download')
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : json(pageOf([favourite()])),
    });
    const user = userEvent.setup();
    render();

    const download = await screen.findByRole('button', { name: 'Download Excel' });
    await waitFor(() => expect(download).toBeEnabled());
    await user.click(download);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The download did not work. Something went wrong on our side. Please try again in a moment.',
    );
  });

  it('removes a shop, then puts it back with Undo', async () => {
    const kaveri = favourite({ shop: shopSummary({ name: 'Kaveri Bridal Studio' }) });
    let favourites = [kaveri];
    const { seen } = stubFetch({
      'GET /api/v1/user/favourite-shops': () => json(pageOf(favourites)),
      'DELETE /api/v1/user/favourite-shops/*': () => {
        favourites = [];
        return new Response(null, { status: 204 });
      },
      'POST /api/v1/user/favourite-shops': () => {
        const restored = favourite({ shop: kaveri.shop });
        favourites = [restored];
        return json(restored, { status: 201 });
      },
    });
    const user = userEvent.setup();
    render();

    await user.click(
      await screen.findByRole('button', { name: 'Remove Kaveri Bridal Studio from favourites' }),
    );
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Kaveri Bridal Studio was removed from your favourites.');
    expect(
      await screen.findByRole('heading', { name: 'No favourite shops yet' }),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'DELETE')?.url.pathname).toBe(
      `/api/v1/user/favourite-shops/${kaveri.id}`,
    );

    await user.click(within(notice).getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'Kaveri Bridal Studio' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Kaveri Bridal Studio is back in your favourites.',
    );
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ shopId: kaveri.shop.id });
  });

  it('shows a failed load with a retry', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/user/favourite-shops': () => {
        calls += 1;
        return calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
          : json(pageOf([favourite({ shop: shopSummary({ name: 'Banno Couture' }) })]));
      },
    });
    const user = userEvent.setup();
    render();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your favourites');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Banno Couture' })).toBeInTheDocument();
  });
});
