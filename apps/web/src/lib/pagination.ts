/**
 * One page of a list as the API answers it (`{ items, total, page, limit }`): `page` counts from 1.
 */
export type PageOf = { page: number; limit: number; total: number };

/**
 * What a page holds: how many pages there are (at least one), and the 1-based positions of its
 * first and last rows ("Showing 25–48 of 142"). `first > total` means the page is past the end.
 */
export function pageRange({ page, limit, total }: PageOf) {
  return {
    pages: Math.max(1, Math.ceil(total / limit)),
    first: (page - 1) * limit + 1,
    last: Math.min(total, page * limit),
  };
}
