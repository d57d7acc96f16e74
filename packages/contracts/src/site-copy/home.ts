/**
 * The home page's own words as the first screen the server puts in its HTML shows them, before
 * any script runs (server: platform/http/web-first-screen.ts). The page (web: routes/site/home.tsx)
 * must read the same, so nothing changes under the reader when the app takes over;
 * first-screen-copy.test.tsx checks it.
 */
export const homeCopy = {
  heading: 'Boutiques, brands and tailors in one place',
  lead: 'Vitrine brings independent shops to your screen. Find them by what they make, the occasion and the languages they speak, then meet them on video and order what you love.',
} as const;
