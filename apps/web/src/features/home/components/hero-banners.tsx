import { lazy, Suspense, useState } from 'react';
import { withTimeout } from '../../../lib/lazy-with-timeout.ts';
import { takeEmbeddedBanners } from '../api/embedded-hero-banners.ts';
import { HeroBannersLoading, HeroCarousel } from './hero-carousel.tsx';

// RTK Query is about 16 kB of gzip the first screen does without: the banners normally come in
// the page, and the API is asked (after the first paint) only when they did not.
const HeroBannersFromApi = lazy(() =>
  withTimeout(() => import('./hero-banners-from-api.tsx')).then((m) => ({
    default: m.HeroBannersFromApi,
  })),
);

/** The home page's hero banners: the ones in the page at once, else the API's. */
export function HeroBanners() {
  // Taken once per mount: a later visit to the home page asks the API for fresh banners.
  const [embedded] = useState(takeEmbeddedBanners);
  if (embedded) {
    return embedded.items.length > 0 ? <HeroCarousel banners={embedded.items} /> : null;
  }
  return (
    <Suspense fallback={<HeroBannersLoading />}>
      <HeroBannersFromApi />
    </Suspense>
  );
}
