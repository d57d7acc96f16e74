import type { ComponentType } from 'react';
import { createBrowserRouter, redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { FullScreenLogo } from '../components/full-screen-logo.tsx';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { withTimeout } from '../lib/lazy-with-timeout.ts';
import { redirectSignedIn } from './redirect-signed-in.ts';
import { requireCustomer } from './require-customer.ts';
import { requireAdmin, requireSignedIn } from './require-role.ts';
import { RootRoute } from './routes/root.tsx';

type LazyRoute = { Component: ComponentType; loader?: LoaderFunction };

/**
 * A route's code, loaded on first visit. Spec §9: a chunk that takes longer than 120 s counts
 * as failed (the route's error page shows, and the global handler reloads for chunk errors).
 */
const lazyRoute =
  <M,>(load: () => Promise<M>, pick: (module: M) => LazyRoute) =>
  () =>
    withTimeout(load).then(pick);

/** Every route of spec §2. Guards read the store, so the routes are built for one store. */
export function createRoutes(getState: () => { auth: AuthState }): RouteObject[] {
  const customerOnly = requireCustomer(getState);
  const signedOutOnly = redirectSignedIn(getState);
  const signedInOnly = requireSignedIn(getState);
  const adminOnly = requireAdmin(getState);
  return [
    {
      id: 'root',
      Component: RootRoute,
      HydrateFallback: FullScreenLogo,
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
                  path: 'auth',
                  children: [
                    {
                      index: true,
                      loader: ({ request }) =>
                        redirect(`/auth/login${new URL(request.url).search}`),
                      // Only ever redirects; saying it renders nothing keeps React Router from
                      // warning about a leaf route without an element.
                      element: null,
                    },
                    {
                      path: 'login',
                      loader: signedOutOnly,
                      lazy: lazyRoute(
                        () => import('./routes/auth/login.tsx'),
                        (m) => ({ Component: m.LoginRoute }),
                      ),
                    },
                    {
                      path: 'sign-up',
                      loader: signedOutOnly,
                      lazy: lazyRoute(
                        () => import('./routes/auth/sign-up.tsx'),
                        (m) => ({ Component: m.SignUpRoute }),
                      ),
                    },
                    {
                      path: 'forgot-password',
                      loader: signedOutOnly,
                      lazy: lazyRoute(
                        () => import('./routes/auth/forgot-password.tsx'),
                        (m) => ({ Component: m.ForgotPasswordRoute }),
                      ),
                    },
                    {
                      path: 'reset-password',
                      lazy: lazyRoute(
                        () => import('./routes/auth/reset-password.tsx'),
                        (m) => ({ Component: m.ResetPasswordRoute }),
                      ),
                    },
                  ],
                },
                {
                  path: 'vendor',
                  children: [
                    {
                      index: true,
                      lazy: lazyRoute(
                        () => import('./routes/vendor/vendor-home.tsx'),
                        (m) => ({ Component: m.VendorHomeRoute }),
                      ),
                    },
                    {
                      // The shop console: its own layout and navigation (console-navigation.ts).
                      loader: signedInOnly,
                      lazy: lazyRoute(
                        () => import('./routes/vendor/console-layout.tsx'),
                        (m) => ({ Component: m.ConsoleLayoutRoute }),
                      ),
                      children: [
                        {
                          ErrorBoundary: RouteErrorPage,
                          children: [
                            {
                              path: 'vendorLanding',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/vendor-landing.tsx'),
                                (m) => ({ Component: m.VendorLandingRoute }),
                              ),
                            },
                            {
                              path: 'profile',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/profile.tsx'),
                                (m) => ({ Component: m.VendorProfileRoute }),
                              ),
                            },
                            {
                              path: 'media',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/media.tsx'),
                                (m) => ({ Component: m.VendorMediaRoute }),
                              ),
                            },
                            {
                              path: 'products',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/products.tsx'),
                                (m) => ({ Component: m.VendorProductsRoute }),
                              ),
                            },
                            {
                              path: 'offers',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/offers.tsx'),
                                (m) => ({ Component: m.VendorOffersRoute }),
                              ),
                            },
                            {
                              path: 'availability',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/availability.tsx'),
                                (m) => ({ Component: m.VendorAvailabilityRoute }),
                              ),
                            },
                            {
                              path: 'bookings',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/bookings.tsx'),
                                (m) => ({ Component: m.VendorBookingsRoute }),
                              ),
                            },
                            {
                              path: 'orders',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/orders.tsx'),
                                (m) => ({ Component: m.VendorOrdersRoute }),
                              ),
                            },
                            {
                              path: 'orders/new',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/order-new.tsx'),
                                (m) => ({ Component: m.VendorOrderNewRoute }),
                              ),
                            },
                            {
                              path: 'orders/:id',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/order-detail.tsx'),
                                (m) => ({
                                  Component: m.VendorOrderDetailRoute,
                                  loader: m.vendorOrderDetailLoader,
                                }),
                              ),
                            },
                            {
                              path: 'customers',
                              lazy: lazyRoute(
                                () => import('./routes/vendor/customers.tsx'),
                                (m) => ({ Component: m.VendorCustomersRoute }),
                              ),
                            },
                          ],
                        },
                      ],
                    },
                    {
                      path: 'apply',
                      loader: signedInOnly,
                      lazy: lazyRoute(
                        () => import('./routes/vendor/vendor-apply.tsx'),
                        (m) => ({ Component: m.VendorApplyRoute }),
                      ),
                    },
                  ],
                },
                {
                  path: 'admin/shop-applications',
                  loader: adminOnly,
                  lazy: lazyRoute(
                    () => import('./routes/admin/shop-applications.tsx'),
                    (m) => ({ Component: m.ShopApplicationsRoute }),
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
                    {
                      path: 'book-meeting',
                      loader: customerOnly,
                      lazy: lazyRoute(
                        () => import('./routes/shop/book-meeting.tsx'),
                        (m) => ({ Component: m.BookMeetingRoute }),
                      ),
                    },
                  ],
                },
                {
                  // The meeting rooms (features/meeting-room): full pages, outside the tab layouts.
                  path: 'user/meetings/:bookingId/room',
                  loader: customerOnly,
                  lazy: lazyRoute(
                    () => import('./routes/meet/booker-room.tsx'),
                    (m) => ({ Component: m.BookerRoomRoute }),
                  ),
                },
                {
                  path: 'vendor/bookings/:bookingId/room',
                  loader: signedInOnly,
                  lazy: lazyRoute(
                    () => import('./routes/meet/shop-room.tsx'),
                    (m) => ({ Component: m.ShopRoomRoute }),
                  ),
                },
                {
                  path: 'join-meet/:bookingId/:attendeeId',
                  lazy: lazyRoute(
                    () => import('./routes/meet/join-meet.tsx'),
                    (m) => ({ Component: m.JoinMeetRoute, loader: m.joinMeetLoader }),
                  ),
                },
                {
                  path: 'success',
                  loader: customerOnly,
                  lazy: lazyRoute(
                    () => import('./routes/success.tsx'),
                    (m) => ({ Component: m.SuccessRoute }),
                  ),
                },
                {
                  path: 'user',
                  loader: customerOnly,
                  lazy: lazyRoute(
                    () => import('./routes/user/user-layout.tsx'),
                    (m) => ({ Component: m.UserLayoutRoute }),
                  ),
                  children: [
                    {
                      ErrorBoundary: RouteErrorPage,
                      children: [
                        {
                          index: true,
                          lazy: lazyRoute(
                            () => import('./routes/user/meetings.tsx'),
                            (m) => ({ Component: m.MeetingsRoute }),
                          ),
                        },
                        {
                          path: 'meetings/:bookingId',
                          lazy: lazyRoute(
                            () => import('./routes/user/meeting-detail.tsx'),
                            (m) => ({
                              Component: m.MeetingDetailRoute,
                              loader: m.meetingDetailLoader,
                            }),
                          ),
                        },
                        {
                          path: 'chat',
                          lazy: lazyRoute(
                            () => import('./routes/user/chat.tsx'),
                            (m) => ({ Component: m.ChatRoute }),
                          ),
                        },
                        {
                          path: 'credits',
                          lazy: lazyRoute(
                            () => import('./routes/user/credits.tsx'),
                            (m) => ({ Component: m.CreditsRoute }),
                          ),
                        },
                        {
                          path: 'favourites',
                          lazy: lazyRoute(
                            () => import('./routes/user/favourites.tsx'),
                            (m) => ({ Component: m.FavouritesRoute }),
                          ),
                        },
                        {
                          path: 'orders',
                          lazy: lazyRoute(
                            () => import('./routes/user/orders.tsx'),
                            (m) => ({ Component: m.OrdersRoute }),
                          ),
                        },
                        {
                          path: 'orders/:id',
                          lazy: lazyRoute(
                            () => import('./routes/user/order-detail.tsx'),
                            (m) => ({ Component: m.OrderDetailRoute, loader: m.orderDetailLoader }),
                          ),
                        },
                        {
                          path: 'stitching-orders',
                          lazy: lazyRoute(
                            () => import('./routes/user/stitching-orders.tsx'),
                            (m) => ({ Component: m.StitchingOrdersRoute }),
                          ),
                        },
                        {
                          path: 'address',
                          lazy: lazyRoute(
                            () => import('./routes/user/address.tsx'),
                            (m) => ({ Component: m.AddressRoute }),
                          ),
                        },
                        {
                          path: 'invite-friends',
                          lazy: lazyRoute(
                            () => import('./routes/user/invite-friends.tsx'),
                            (m) => ({ Component: m.InviteFriendsRoute }),
                          ),
                        },
                        {
                          path: 'support',
                          lazy: lazyRoute(
                            () => import('./routes/user/support.tsx'),
                            (m) => ({ Component: m.SupportRoute }),
                          ),
                        },
                        {
                          path: 'support/edit/:id',
                          lazy: lazyRoute(
                            () => import('./routes/user/support-edit.tsx'),
                            (m) => ({ Component: m.SupportEditRoute }),
                          ),
                        },
                        {
                          path: 'settings',
                          lazy: lazyRoute(
                            () => import('./routes/user/settings.tsx'),
                            (m) => ({ Component: m.SettingsRoute }),
                          ),
                        },
                        {
                          path: 'rating',
                          lazy: lazyRoute(
                            () => import('./routes/user/rating.tsx'),
                            (m) => ({ Component: m.RatingRoute }),
                          ),
                        },
                      ],
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

/** The browser router; created once the session is known, because guards run immediately. */
export function createAppRouter(getState: () => { auth: AuthState }) {
  return createBrowserRouter(createRoutes(getState));
}
