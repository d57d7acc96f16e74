import type { RouteObject } from 'react-router';
import { lazyRoute } from '../../lazy-route.ts';
import type { StaffNavItem } from './staff-nav.ts';

/**
 * The staff console's content, shop and broadcast pages, relative to the console's `/staff`
 * route (the shell mounts them and shows `staffContentNav`). Each page is its own lazy chunk.
 */
export const staffContentRoutes: RouteObject[] = [
  {
    path: 'content/categories',
    lazy: lazyRoute(
      () => import('./content-categories.tsx'),
      (m) => ({ Component: m.StaffCategoriesRoute }),
    ),
  },
  {
    path: 'content/banners',
    lazy: lazyRoute(
      () => import('./content-banners.tsx'),
      (m) => ({ Component: m.StaffBannersRoute }),
    ),
  },
  {
    path: 'content/credit-plans',
    lazy: lazyRoute(
      () => import('./content-credit-plans.tsx'),
      (m) => ({ Component: m.StaffCreditPlansRoute }),
    ),
  },
  {
    path: 'content/offers',
    lazy: lazyRoute(
      () => import('./content-offers.tsx'),
      (m) => ({ Component: m.StaffOffersRoute }),
    ),
  },
  {
    path: 'shops',
    lazy: lazyRoute(
      () => import('./shops.tsx'),
      (m) => ({ Component: m.StaffShopsRoute }),
    ),
  },
  {
    path: 'broadcasts',
    lazy: lazyRoute(
      () => import('./broadcasts.tsx'),
      (m) => ({ Component: m.StaffBroadcastsRoute }),
    ),
  },
];

/** The console's navigation for these pages, appended to `staffNav` (staff-nav.ts). */
export const staffContentNav: StaffNavItem[] = [
  { label: 'Shops', path: '/staff/shops', area: 'shops' },
  { label: 'Categories', path: '/staff/content/categories', area: 'content' },
  { label: 'Hero banners', path: '/staff/content/banners', area: 'content' },
  { label: 'Credit plans', path: '/staff/content/credit-plans', area: 'content' },
  { label: 'Platform offers', path: '/staff/content/offers', area: 'content' },
  { label: 'Broadcasts', path: '/staff/broadcasts', area: 'content' },
];
