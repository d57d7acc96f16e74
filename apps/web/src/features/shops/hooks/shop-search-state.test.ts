import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  parseShopSearch,
  serializeShopSearch,
  toSearchShopsArgs,
} from './shop-search-state.ts';

const parse = (query: string) => parseShopSearch(new URLSearchParams(query));

describe('the shop search in the URL', () => {
  it('reads every filter under the API’s names, comma-separated or repeated', () => {
    const state = parse(
      'searchKey=+silk+&categories=bridal,mens-ethnic&occasions=wedding&occasions=haldi&genders=women&languages=hi&city=Pune&premium=true&isStitcher=true&sort=rating&page=3',
    );
    expect(state).toEqual({
      searchKey: 'silk',
      categories: ['bridal', 'mens-ethnic'],
      subCategories: [],
      occasions: ['wedding', 'haldi'],
      genders: ['women'],
      languages: ['hi'],
      city: ['Pune'],
      premium: true,
      isStitcher: true,
      verified: false,
      sort: 'rating',
      page: 3,
    });
  });

  it('falls back to the defaults for a hand-edited link’s malformed values', () => {
    const state = parse('genders=women,aliens&sort=cheapest&page=-2&premium=yes&categories=,,');
    expect(state.genders).toEqual(['women']);
    expect(state.sort).toBe('relevance');
    expect(state.page).toBe(1);
    expect(state.premium).toBe(false);
    expect(state.categories).toEqual([]);
  });

  it('writes only what differs from the defaults, in a stable order, and reads back the same', () => {
    const state = parse('page=2&occasions=wedding&searchKey=silk&categories=bridal&sort=newest');
    const query = serializeShopSearch(state).toString();
    expect(query).toBe('searchKey=silk&categories=bridal&occasions=wedding&sort=newest&page=2');
    expect(parse(query)).toEqual(state);
    expect(serializeShopSearch(parse('')).toString()).toBe('');
  });

  it('counts each chosen value and each yes/no filter', () => {
    expect(activeFilterCount(parse('categories=bridal,mens-ethnic&premium=true&searchKey=x'))).toBe(
      3,
    );
  });

  it('asks the API for the page with the page’s fixed filters (brands) and no empty ones', () => {
    const args = toSearchShopsArgs(parse('categories=bridal&page=2'), {
      limit: 24,
      preset: { isBrand: true },
    });
    expect(args).toEqual({
      searchKey: undefined,
      categories: ['bridal'],
      subCategories: undefined,
      occasions: undefined,
      genders: undefined,
      languages: undefined,
      city: undefined,
      premium: undefined,
      isStitcher: undefined,
      verified: undefined,
      sort: 'relevance',
      page: 2,
      limit: 24,
      isBrand: true,
    });
  });
});
