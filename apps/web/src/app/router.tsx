import {
  createBrowserRouter,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
} from 'react-router';
import { FirstScreenFallback } from '../components/first-screen-fallback.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { lazyRoute } from './lazy-route.ts';
import { RootRoute } from './routes/root.tsx';

export type GetState = () => { auth: AuthState };

/** The public layout's route, under which the signed-in areas are added. */
const SITE_ROUTE_ID = 'site';

/** Paths the discovered route table (discovered-routes.tsx) holds. */
const DISCOVERED_PATHS =
  /^\/(?:(?:user|vendor|admin|staff|success|auth|join-meet)(?:\/|$)|shop\/[^/]+\/book-meeting\/?$)/;

/**
 * The routes of the pages a visitor lands on (the site, search, shops, products, the policies);
 * every other route joins on first use (discoverRoutes).
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: FirstScreenFallback,
      ErrorBoundary: RouteErrorPage,
      children: [
        {
          path: '/',
          lazy: lazyRoute(
            () => import('./routes/site/site-layout.tsx'),
            (m) => ({ Component: m.SiteLayoutRoute }),
          ),
          ErrorBoundary: RouteErrorPage,
          children: [
            {
              id: SITE_ROUTE_ID,
              ErrorBoundary: RouteErrorPage,
              children: [
                {
                  index: true,
                  lazy: lazyRoute(
                    () => import('./routes/site/home.tsx'),
                    (m) => ({ Component: m.HomeRoute }),
                  ),
                },
                {
                  path: 'pricing',
                  lazy: lazyRoute(
                    () => import('./routes/site/pricing.tsx'),
                    (m) => ({ Component: m.PricingRoute }),
                  ),
                },
                {
                  path: 'demo',
                  lazy: lazyRoute(
                    () => import('./routes/site/demo.tsx'),
                    (m) => ({ Component: m.DemoRoute }),
                  ),
                },
                {
                  path: 'shops',
                  lazy: lazyRoute(
                    () => import('./routes/site/shops.tsx'),
                    (m) => ({ Component: m.ShopsRoute }),
                  ),
                },
                {
                  path: 'products',
                  lazy: lazyRoute(
                    () => import('./routes/site/products.tsx'),
                    (m) => ({ Component: m.ProductsRoute }),
                  ),
                },
                {
                  path: 'brands',
                  lazy: lazyRoute(
                    () => import('./routes/site/brands.tsx'),
                    (m) => ({ Component: m.BrandsRoute }),
                  ),
                },
                {
                  path: 'offers',
                  lazy: lazyRoute(
                    () => import('./routes/site/offers.tsx'),
                    (m) => ({ Component: m.OffersRoute }),
                  ),
                },
                {
                  path: 'terms-and-conditions',
                  lazy: lazyRoute(
                    () => import('./routes/legal/terms-and-conditions.tsx'),
                    (m) => ({ Component: m.TermsAndConditionsRoute }),
                  ),
                },
                {
                  path: 'refund-policy',
                  lazy: lazyRoute(
                    () => import('./routes/legal/refund-policy.tsx'),
                    (m) => ({ Component: m.RefundPolicyRoute }),
                  ),
                },
                {
                  path: 'privacy-policy',
                  lazy: lazyRoute(
                    () => import('./routes/legal/privacy-policy.tsx'),
                    (m) => ({ Component: m.PrivacyPolicyRoute }),
                  ),
                },
                {
                  path: 'shipping-and-return-policy',
                  lazy: lazyRoute(
                    () => import('./routes/legal/shipping-and-return-policy.tsx'),
                    (m) => ({ Component: m.ShippingAndReturnPolicyRoute }),
                  ),
                },
                {
                  path: 'cart',
                  lazy: lazyRoute(
                    () => import('./routes/site/cart.tsx'),
                    (m) => ({ Component: m.CartRoute }),
                  ),
                },
                {
                  path: 'product/:id',
                  lazy: lazyRoute(
                    () => import('./routes/product/product.tsx'),
                    (m) => ({ Component: m.ProductRoute }),
                  ),
                },
                {
                  path: 'shop/:id',
                  children: [
                    {
                      index: true,
                      lazy: lazyRoute(
                        () => import('./routes/shop/shop.tsx'),
                        (m) => ({ Component: m.ShopRoute }),
                      ),
                    },
                  ],
                },
                {
                  path: '*',
                  lazy: lazyRoute(
                    () => import('./routes/site/not-found.tsx'),
                    (m) => ({ Component: m.NotFoundRoute }),
                  ),
                },
              ],
            },
          ],
        },
      ],
    },
  ];
}

/**
 * Adds the rest of the route table (discovered-routes.tsx: the signed-in areas, the sign-in
 * pages, booking and the meeting rooms) to a router the first time a path needs it: it is a
 * chunk of its own, so a visitor's first screen does not carry it. Until then such a path
 * matches only the not-found route, which is what makes the router ask. Guards read the store,
 * so they are made for the router's store.
 */
export function discoverRoutes(getState: GetState): PatchRoutesOnNavigationFunction {
  let patched = false;
  return async ({ path, patch }) => {
    if (patched || !DISCOVERED_PATHS.test(path)) return;
    const { discoveredRoutes, guardsFor } = await import('./discovered-routes.tsx');
    if (patched) return;
    patch(SITE_ROUTE_ID, discoveredRoutes(guardsFor(getState)));
    patched = true;
  };
}

/** The browser router; created once the session is known, because guards run immediately. */
export function createAppRouter(getState: GetState) {
  return createBrowserRouter(createRoutes(), {
    patchRoutesOnNavigation: discoverRoutes(getState),
  });
}
