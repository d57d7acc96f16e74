/**
 * The shop search page's own words as the server's first screen shows them (server:
 * platform/http/web-first-screen.ts); the page (web: routes/site/shops.tsx) must read the same
 * (first-screen-copy.test.tsx).
 */
export const searchCopy = {
  heading: 'Find a shop',
  lead: 'Search boutiques, brands and tailors across India by category, occasion, city and the languages they speak, then meet them on video.',
} as const;

/**
 * How many of the search results' cards are in the first screen on a phone or a laptop: the
 * server's first screen shows them, and the page loads their covers first (web:
 * shop-results.tsx).
 */
export const FIRST_SCREEN_CARDS = 3;

/**
 * Shops a page of results holds (divisible by 2, 3 and 4 columns); the server's first screen
 * makes the page's own first search with it.
 */
export const SHOP_PAGE_SIZE = 24;
