import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIRST_SCREEN_CARDS } from '@vitrine/contracts/site-copy/search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  filterVocabulary,
  noFacets,
  searchResult,
  shopSummary,
} from '../../../test/catalogue-fixtures.ts';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ShopSearch } from './shop-search.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const vocabularyRoutes = Object.fromEntries(
  Object.entries(filterVocabulary).map(([route, body]) => [route, () => json(body)]),
);

const facets = {
  ...noFacets,
  categories: [
    { value: 'bridal', label: 'Bridal', count: 42 },
    { value: 'mens-ethnic', label: "Men's Ethnic", count: 7 },
  ],
  occasions: [{ value: 'wedding', label: 'Wedding', count: 30 }],
};

/** A fetch-shops that answers every search with `answer(query)`, recording the queries. */
function stubSearch(
  answer: (query: URLSearchParams) => Response = () => json(searchResult({ facets })),
) {
  const searches: URLSearchParams[] = [];
  const stub = stubFetch({
    ...vocabularyRoutes,
    'GET /api/v1/vendor/fetch-shops': (request: StubbedRequest) => {
      searches.push(request.url.searchParams);
      return answer(request.url.searchParams);
    },
  });
  return { ...stub, searches };
}

const urlOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the shop search', () => {
  it('shows each filter value with its shop count, as the response’s facets say', async () => {
    stubSearch();
    renderScreen(<ShopSearch />, { path: '/shops' });

    const filters = await screen.findByRole('complementary', { name: 'Filters' });
    expect(await within(filters).findByRole('checkbox', { name: 'Bridal (42)' })).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: "Men's Ethnic (7)" })).toBeInTheDocument();
    expect(within(filters).getByRole('group', { name: 'Occasion' })).toHaveTextContent(
      'Wedding (30)',
    );
    expect(screen.getByRole('heading', { name: '1 shop' })).toBeInTheDocument();
  });

  it('reads the filters from a shared link and asks the API for exactly those', async () => {
    const { searches } = stubSearch();
    renderScreen(<ShopSearch />, {
      path: '/shops?searchKey=silk&categories=bridal&occasions=wedding&sort=rating&page=2',
    });

    expect(await screen.findByRole('checkbox', { name: 'Bridal (42)' })).toBeChecked();
    expect(screen.getByLabelText('Search shops')).toHaveValue('silk');
    expect(screen.getByLabelText('Sort by')).toHaveValue('rating');
    const query = searches[0]!;
    expect(query.get('searchKey')).toBe('silk');
    expect(query.get('categories')).toBe('bridal');
    expect(query.get('occasions')).toBe('wedding');
    expect(query.get('sort')).toBe('rating');
    expect(query.get('page')).toBe('2');
    expect(screen.getByRole('button', { name: 'Remove filter: Bridal' })).toBeInTheDocument();
  });

  it('puts a ticked filter in the URL, back on page 1, and the back button takes it out again', async () => {
    const { searches } = stubSearch();
    const user = userEvent.setup();
    const { router } = renderScreen(<ShopSearch />, { path: '/shops?page=3' });

    await user.click(await screen.findByRole('checkbox', { name: 'Bridal (42)' }));
    await waitFor(() => expect(urlOf(router).get('categories')).toBe('bridal'));
    expect(urlOf(router).get('page')).toBeNull();
    await waitFor(() => expect(searches.at(-1)?.get('categories')).toBe('bridal'));

    await user.click(screen.getByRole('checkbox', { name: 'Wedding (30)' }));
    await waitFor(() => expect(urlOf(router).get('occasions')).toBe('wedding'));
    expect(urlOf(router).get('categories')).toBe('bridal');

    await act(() => router.navigate(-1));
    expect(urlOf(router).get('occasions')).toBeNull();
    expect(await screen.findByRole('checkbox', { name: 'Wedding (30)' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Bridal (42)' })).toBeChecked();
  });

  it('searches after a pause in typing, in one history entry, and the back button clears it', async () => {
    const { searches } = stubSearch();
    const user = userEvent.setup();
    const { router } = renderScreen(<ShopSearch />, { path: '/shops' });
    await screen.findByRole('heading', { name: '1 shop' });

    const box = screen.getByLabelText('Search shops');
    await user.type(box, 'sil');
    await waitFor(() => expect(urlOf(router).get('searchKey')).toBe('sil'));
    await user.type(box, 'k');
    await waitFor(() => expect(urlOf(router).get('searchKey')).toBe('silk'));
    expect(searches.map((query) => query.get('searchKey'))).not.toContain('si');
    await waitFor(() => expect(searches.at(-1)?.get('searchKey')).toBe('silk'));

    // "sil" and "silk" share one entry: one step back is the search before typing.
    await act(() => router.navigate(-1));
    expect(urlOf(router).get('searchKey')).toBeNull();
    await waitFor(() => expect(screen.getByLabelText('Search shops')).toHaveValue(''));
  });

  it('pages through the results with the page in the URL', async () => {
    const { searches } = stubSearch((query) =>
      json(
        searchResult({
          items: [shopSummary({ name: `Shop on page ${query.get('page')}` })],
          total: 60,
          page: Number(query.get('page')),
          limit: 24,
          facets,
        }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<ShopSearch />, { path: '/shops?categories=bridal' });

    expect(await screen.findByText('Shop on page 1')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–24 of 60 shops')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 3' }));

    expect(await screen.findByText('Shop on page 3')).toBeInTheDocument();
    expect(urlOf(router).get('page')).toBe('3');
    expect(urlOf(router).get('categories')).toBe('bridal');
    expect(searches.at(-1)?.get('page')).toBe('3');
    expect(screen.getByText('Showing 49–60 of 60 shops')).toBeInTheDocument();
  });

  it('says when nothing matches and clears the filters in one click', async () => {
    stubSearch((query) =>
      json(
        query.get('categories')
          ? searchResult({ items: [], total: 0, facets })
          : searchResult({ facets }),
      ),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<ShopSearch />, {
      path: '/shops?categories=bridal&premium=true&searchKey=silk',
    });

    expect(await screen.findByRole('heading', { name: 'No shops match' })).toBeInTheDocument();
    const empty = screen
      .getByRole('heading', { name: 'No shops match' })
      .closest('div')!.parentElement!;
    await user.click(within(empty).getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('heading', { name: '1 shop for “silk”' })).toBeInTheDocument();
    expect(urlOf(router).toString()).toBe('searchKey=silk');
  });

  it('shows a failed search with a retry that loads the results', async () => {
    let calls = 0;
    stubSearch(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
        : json(
            searchResult({ items: [shopSummary({ name: 'Rangoli Stitching Studio' })], facets }),
          );
    });
    const user = userEvent.setup();
    renderScreen(<ShopSearch />, { path: '/shops' });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the shops');
    expect(alert).toHaveTextContent('Something went wrong on our side');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Rangoli Stitching Studio' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/shop\//),
    );
  });

  it('names the bad filter of a hand-edited link and offers to clear the filters', async () => {
    stubSearch((query) =>
      query.get('categories')
        ? json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: 'Invalid query',
                details: [{ field: 'categories', message: "unknown value 'nope'" }],
              },
            },
            { status: 400 },
          )
        : json(searchResult({ facets })),
    );
    const user = userEvent.setup();
    const { router } = renderScreen(<ShopSearch />, { path: '/shops?categories=nope' });

    expect(await screen.findByText("Category: unknown value 'nope'")).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);
    expect(await screen.findByRole('heading', { name: '1 shop' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('loads the first screen of covers at once with high priority, and the rest when scrolled near', async () => {
    const items = Array.from({ length: 5 }, (_, n) => shopSummary({ name: `Shop ${n + 1}` }));
    stubSearch(() => json(searchResult({ items, total: 5, facets })));
    renderScreen(<ShopSearch />, { path: '/shops' });

    await screen.findByRole('heading', { name: '5 shops' });
    const covers = (await screen.findAllByRole('article')).map((card) =>
      card.querySelector('img[width="600"]'),
    );
    expect(covers.map((img) => img?.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'eager',
      'lazy',
      'lazy',
    ]);
    expect(covers.map((img) => img?.getAttribute('fetchpriority'))).toEqual([
      'high',
      'high',
      'high',
      'auto',
      'auto',
    ]);
    // As many as the server's first screen shows before the app loads (web-first-screen.ts).
    expect(covers.filter((img) => img?.getAttribute('fetchpriority') === 'high')).toHaveLength(
      FIRST_SCREEN_CARDS,
    );
  });

  it('says which words it showed results for when the search corrected a typo', async () => {
    stubSearch((query) =>
      json(
        searchResult({
          facets,
          ...(query.get('searchKey') === 'lehnga' ? { correctedSearchKey: 'lehenga' } : {}),
        }),
      ),
    );
    renderScreen(<ShopSearch />, { path: '/shops?searchKey=lehnga' });

    expect(await screen.findByRole('heading', { name: '1 shop for “lehnga”' })).toBeInTheDocument();
    expect(screen.getByText(/Showing results for/)).toHaveTextContent(
      'Showing results for lehenga',
    );
  });

  it('says nothing about corrections when the words were searched as typed', async () => {
    stubSearch();
    renderScreen(<ShopSearch />, { path: '/shops?searchKey=silk' });

    expect(await screen.findByRole('heading', { name: '1 shop for “silk”' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing results for/)).not.toBeInTheDocument();
  });

  it('offers the whole filtered list, every page of it, as CSV and Excel downloads', async () => {
    stubSearch(() => json(searchResult({ facets, total: 60 })));
    renderScreen(<ShopSearch preset={{ isBrand: true }} />, {
      path: '/shops?searchKey=silk&categories=bridal,mens-ethnic&sort=rating&page=2',
    });

    const downloads = await screen.findByRole('group', { name: 'Download these shops' });
    const csv = within(downloads).getByRole('link', { name: 'Download CSV' });
    const excel = within(downloads).getByRole('link', { name: 'Download Excel' });
    expect(csv).toHaveAttribute('download');
    const csvUrl = new URL(csv.getAttribute('href')!, 'http://localhost');
    expect(csvUrl.pathname).toBe('/api/v1/vendor/fetch-shops');
    expect(Object.fromEntries(csvUrl.searchParams)).toEqual({
      searchKey: 'silk',
      categories: 'bridal,mens-ethnic',
      sort: 'rating',
      isBrand: 'true',
      download: 'csv',
    });
    const excelUrl = new URL(excel.getAttribute('href')!, 'http://localhost');
    expect(excelUrl.searchParams.get('download')).toBe('xlsx');
    expect(excelUrl.searchParams.get('page')).toBeNull();
  });

  it('offers no download when nothing matches', async () => {
    stubSearch(() => json(searchResult({ facets, items: [], total: 0 })));
    renderScreen(<ShopSearch />, { path: '/shops?searchKey=zzqx' });

    expect(await screen.findByRole('heading', { name: 'No shops match' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Download/ })).not.toBeInTheDocument();
  });
});
