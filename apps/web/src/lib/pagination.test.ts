import { describe, expect, it } from 'vitest';
import { pageRange } from './pagination.ts';

describe('pageRange', () => {
  it('names the rows a page shows, the last page holding the rest', () => {
    expect(pageRange({ page: 1, limit: 10, total: 11 })).toEqual({ pages: 2, first: 1, last: 10 });
    expect(pageRange({ page: 2, limit: 10, total: 11 })).toEqual({ pages: 2, first: 11, last: 11 });
  });

  it('counts one page for an empty list, and shows a page past the end as such', () => {
    expect(pageRange({ page: 1, limit: 24, total: 0 }).pages).toBe(1);
    const past = pageRange({ page: 5, limit: 24, total: 30 });
    expect(past.first).toBeGreaterThan(30);
  });
});
