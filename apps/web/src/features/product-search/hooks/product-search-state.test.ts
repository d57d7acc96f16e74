import { describe, expect, it } from 'vitest';
import {
  activeProductFilterCount,
  parseProductSearch,
  serializeProductSearch,
} from './product-search-state.ts';

describe('the product search in the URL', () => {
  it('reads what a link says and writes it back the same way', () => {
    const query =
      'searchKey=silk+saree&categories=womens-ethnic&genders=women&sizes=M%2CL&minPrice=100000&maxPrice=500000&inStock=true&sort=price-desc&page=2';
    const state = parseProductSearch(new URLSearchParams(query));
    expect(state).toMatchObject({
      searchKey: 'silk saree',
      categories: ['womens-ethnic'],
      genders: ['women'],
      sizes: ['M', 'L'],
      minPrice: 100000,
      maxPrice: 500000,
      inStock: true,
      premium: false,
      sort: 'price-desc',
      page: 2,
    });
    expect(serializeProductSearch(state).toString()).toBe(query);
    expect(activeProductFilterCount(state)).toBe(6);
  });

  it('falls back to defaults for what a hand-edited link gets wrong', () => {
    const state = parseProductSearch(
      new URLSearchParams('sort=cheapest&page=x&genders=aliens&minPrice=-5&maxPrice=abc'),
    );
    expect(state).toMatchObject({
      sort: 'relevance',
      page: 1,
      genders: [],
      minPrice: undefined,
      maxPrice: undefined,
    });
    // A range given upside down is read the right way round.
    const swapped = parseProductSearch(new URLSearchParams('minPrice=900&maxPrice=100'));
    expect([swapped.minPrice, swapped.maxPrice]).toEqual([100, 900]);
  });
});
