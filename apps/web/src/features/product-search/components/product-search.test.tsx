import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProductHit, ProductSearchResult } from '@vitrine/contracts/product-search';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch, type StubbedRequest } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ProductSearch } from './product-search.tsx';

afterEach(() => {
  vi.restoreAllMocks();
});

const hit = (overrides: Partial<ProductHit> = {}): ProductHit => ({
  id: '6f0c1a52-5c1e-4a4a-9b1e-2f5d7c3a9e01',
  shop: { id: '0b6e2a1c-3d4f-4a5b-8c6d-7e8f9a0b1c2d', slug: 'meera-silks', name: 'Meera Silks' },
  title: 'Kanjivaram silk saree',
  imageUrl: null,
  price: { amountMinor: 1_250_000, currency: 'INR' },
  category: { slug: 'sarees', name: 'Sarees' },
  premium: false,
  inStock: true,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const none = {
  categories: [],
  subCategories: [],
  occasions: [],
  genders: [],
  sizes: [],
  colours: [],
  shops: [],
};

const result = (overrides: Partial<ProductSearchResult> = {}): ProductSearchResult => ({
  items: [hit()],
  total: 1,
  page: 1,
  limit: 24,
  facets: {
    ...none,
    categories: [{ value: 'womens-ethnic', label: "Women's Ethnic", count: 42 }],
    occasions: [{ value: 'wedding', label: 'Wedding', count: 30 }],
    inStock: 1,
  },
  priceRange: { minMinor: 50_000, maxMinor: 2_000_000 },
  ...overrides,
});

function stubSearch(answer: (query: URLSearchParams) => Response = () => json(result())) {
  const searches: URLSearchParams[] = [];
  stubFetch({
    'GET /api/v1/products/search': (request: StubbedRequest) => {
      searches.push(request.url.searchParams);
      return answer(request.url.searchParams);
    },
  });
  return searches;
}

const urlOf = (router: { state: { location: { search: string } } }) =>
  new URLSearchParams(router.state.location.search);

describe('the product search', () => {
  it('shows the found products with their shop and price, and each filter with its count', async () => {
    stubSearch();
    renderScreen(<ProductSearch />, { path: '/products' });

    const card = (await screen.findByRole('link', { name: 'Kanjivaram silk saree' })).closest(
      'article',
    )!;
    expect(card).toHaveTextContent('Meera Silks');
    expect(within(card as HTMLElement).getByText(/12,500/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 product' })).toBeInTheDocument();
    const filters = screen.getByRole('complementary', { name: 'Filters' });
    expect(
      within(filters).getByRole('checkbox', { name: "Women's Ethnic (42)" }),
    ).not.toBeChecked();
    expect(within(filters).getByRole('checkbox', { name: 'In stock only (1)' })).not.toBeChecked();
  });

  it('reads a shared link and asks the API for exactly that search', async () => {
    const searches = stubSearch();
    renderScreen(<ProductSearch />, {
      path: '/products?searchKey=silk&occasions=wedding&minPrice=100000&inStock=true&sort=price&page=2',
    });
    expect(await screen.findByRole('checkbox', { name: 'Wedding (30)' })).toBeChecked();
    expect(screen.getByLabelText('Search products')).toHaveValue('silk');
    const query = searches[0]!;
    expect(query.get('searchKey')).toBe('silk');
    expect(query.get('occasions')).toBe('wedding');
    expect(query.get('minPrice')).toBe('100000');
    expect(query.get('inStock')).toBe('true');
    expect(query.get('sort')).toBe('price');
    expect(query.get('page')).toBe('2');
  });

  it('puts a ticked filter and a price range in the URL, back on page 1', async () => {
    const searches = stubSearch();
    const user = userEvent.setup();
    const { router } = renderScreen(<ProductSearch />, { path: '/products?page=3' });
    const filters = await screen.findByRole('complementary', { name: 'Filters' });

    await user.click(await within(filters).findByRole('checkbox', { name: 'Wedding (30)' }));
    await waitFor(() => expect(urlOf(router).get('occasions')).toBe('wedding'));
    expect(urlOf(router).get('page')).toBeNull();

    await user.type(within(filters).getByLabelText('From'), '1000');
    await user.type(within(filters).getByLabelText('To'), '5000');
    await user.click(within(filters).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(urlOf(router).get('minPrice')).toBe('100000'));
    expect(urlOf(router).get('maxPrice')).toBe('500000');
    await waitFor(() => expect(searches.at(-1)?.get('maxPrice')).toBe('500000'));
  });

  it('says so when nothing matches, and clears the filters on request', async () => {
    stubSearch(() => json(result({ items: [], total: 0 })));
    const user = userEvent.setup();
    const { router } = renderScreen(<ProductSearch />, { path: '/products?occasions=wedding' });
    expect(await screen.findByRole('heading', { name: 'No products match' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    await waitFor(() => expect(urlOf(router).get('occasions')).toBeNull());
  });

  it('shows a failed search with a retry that loads the results', async () => {
    let calls = 0;
    stubSearch(() => {
      calls += 1;
      return calls === 1
        ? json({ error: { code: 'INTERNAL', message: 'boom' } }, { status: 500 })
        : json(result());
    });
    const user = userEvent.setup();
    renderScreen(<ProductSearch />, { path: '/products' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the products');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Kanjivaram silk saree' })).toHaveAttribute(
      'href',
      '/product/6f0c1a52-5c1e-4a4a-9b1e-2f5d7c3a9e01',
    );
  });
});
