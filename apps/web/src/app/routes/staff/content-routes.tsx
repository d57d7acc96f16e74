import type { RouteObject } from 'react-router';
import type { StaffPermission } from '@vitrine/contracts/staff';
import { lazyRoute } from '../../lazy-route.ts';

/** A console navigation item: the area an employee needs to see it (admins see every one). */
export type StaffNavItem = { label: string; path: string; area: StaffPermission | null };

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

/** The console's navigation for these pages (`area: null`: any employee; the API decides). */
export const staffContentNav: StaffNavItem[] = [
  { label: 'Categories', path: 'content/categories', area: 'content' },
  { label: 'Hero banners', path: 'content/banners', area: 'content' },
  { label: 'Credit plans', path: 'content/credit-plans', area: 'content' },
  { label: 'Platform offers', path: 'content/offers', area: 'content' },
  { label: 'Shops', path: 'shops', area: 'shops' },
  { label: 'Broadcasts', path: 'broadcasts', area: null },
];
