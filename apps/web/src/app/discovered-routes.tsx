import type { ComponentType } from 'react';
import { redirect, type LoaderFunction, type RouteObject } from 'react-router';
import { RouteErrorPage } from '../components/route-error-page.tsx';
import { lazyRoute } from './lazy-route.ts';
import { redirectSignedIn } from './redirect-signed-in.ts';
import { requireCustomer } from './require-customer.ts';
import { requireAdmin, requireStaff, requireSignedIn } from './require-role.ts';
import type { GetState } from './router.tsx';
import { staffContentRoutes } from './routes/staff/content-routes.tsx';

/** The guards these routes use, made for the router's store (router.tsx). */
export type DiscoveredGuards = {
  customerOnly: LoaderFunction;
  signedOutOnly: LoaderFunction;
  signedInOnly: LoaderFunction;
  adminOnly: LoaderFunction;
  staffOnly: LoaderFunction;
};

/** The guards, made for the router's store (they read it when a route loads); in this chunk, not the first screen's. */
export const guardsFor = (getState: GetState): DiscoveredGuards => ({
  customerOnly: requireCustomer(getState),
  signedInOnly: requireSignedIn(getState),
  adminOnly: requireAdmin(getState),
  staffOnly: requireStaff(getState),
  signedOutOnly: redirectSignedIn(getState),
});

const staffPage = (
  path: string | undefined,
  load: () => Promise<Record<string, unknown>>,
  name: string,
): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: lazyRoute(load, (m) => ({ Component: m[name] as ComponentType })),
});

/**
 * The staff console's pages (inside its layout, staff-layout.tsx); their navigation is the list
 * in routes/staff/staff-nav.ts. Other areas of the console add their routes here.
 */
const staffPages: RouteObject[] = [
  staffPage(undefined, () => import('./routes/staff/overview.tsx'), 'StaffOverviewRoute'),
  staffPage(
    'shop-applications',
    () => import('./routes/staff/shop-applications.tsx'),
    'StaffShopApplicationsRoute',
  ),
  staffPage('support', () => import('./routes/staff/support.tsx'), 'StaffSupportRoute'),
  staffPage(
    'support/:id',
    () => import('./routes/staff/support-request.tsx'),
    'StaffSupportRequestRoute',
  ),
  staffPage('users', () => import('./routes/staff/users.tsx'), 'StaffUsersRoute'),
  staffPage(
    'payment-alerts',
    () => import('./routes/staff/payment-alerts.tsx'),
    'StaffPaymentAlertsRoute',
  ),
  staffPage('employees', () => import('./routes/staff/employees.tsx'), 'StaffEmployeesRoute'),
  staffPage(
    'employees/:id',
    () => import('./routes/staff/employee-detail.tsx'),
    'StaffEmployeeDetailRoute',
  ),
  staffPage('audit-log', () => import('./routes/staff/audit-log.tsx'), 'StaffAuditLogRoute'),
  staffPage('payouts', () => import('./routes/staff/payouts.tsx'), 'StaffPayoutsRoute'),
  staffPage(
    'commission-report',
    () => import('./routes/staff/commission-report.tsx'),
    'StaffCommissionReportRoute',
  ),
  ...staffContentRoutes,
];

/**
 * The routes a visitor does not land on: sign-in and sign-up, the customer's /user,
 * the shop console under /vendor, the admin pages, booking, the meeting rooms. Added to the
 * route table on the first visit to one of them (router.tsx, `discoverRoutes`), so a visitor's
 * first screen does not carry their table. Each page is still its own lazy chunk.
 */
export function discoveredRoutes({
  customerOnly,
  signedOutOnly,
  signedInOnly,
  staffOnly,
}: DiscoveredGuards): RouteObject[] {
  return [
    {
      path: 'auth',
      children: [
        {
          index: true,
          loader: ({ request }) => redirect(`/auth/login${new URL(request.url).search}`),
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
      path: 'shop/:id/book-meeting',
      loader: customerOnly,
      lazy: lazyRoute(
        () => import('./routes/shop/book-meeting.tsx'),
        (m) => ({ Component: m.BookMeetingRoute }),
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
                  path: 'trunk-shows',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/trunk-shows.tsx'),
                    (m) => ({ Component: m.VendorTrunkShowsRoute }),
                  ),
                },
                {
                  path: 'bookings/:bookingId',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/booking-detail.tsx'),
                    (m) => ({
                      Component: m.VendorBookingDetailRoute,
                      loader: m.vendorBookingDetailLoader,
                    }),
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
                  path: 'inbox',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/inbox.tsx'),
                    (m) => ({ Component: m.VendorInboxRoute }),
                  ),
                },
                {
                  path: 'stock',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/stock.tsx'),
                    (m) => ({ Component: m.VendorStockRoute }),
                  ),
                },
                {
                  path: 'sales',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/sales.tsx'),
                    (m) => ({ Component: m.VendorSalesRoute }),
                  ),
                },
                {
                  path: 'customers',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/customers.tsx'),
                    (m) => ({ Component: m.VendorCustomersRoute }),
                  ),
                },
                {
                  path: 'reviews',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/reviews.tsx'),
                    (m) => ({ Component: m.VendorReviewsRoute }),
                  ),
                },
                {
                  path: 'stitching',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/stitching.tsx'),
                    (m) => ({ Component: m.VendorStitchingRoute }),
                  ),
                },
                {
                  path: 'earnings',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/earnings.tsx'),
                    (m) => ({ Component: m.VendorEarningsRoute }),
                  ),
                },
                {
                  path: 'payouts',
                  lazy: lazyRoute(
                    () => import('./routes/vendor/payouts.tsx'),
                    (m) => ({ Component: m.VendorPayoutsRoute }),
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
      // Moved into the staff console; old links and bookmarks still arrive.
      path: 'admin/shop-applications',
      loader: () => redirect('/staff/shop-applications'),
      element: null,
    },
    {
      // The staff console: employees and admins only (anyone else: not found).
      path: 'staff',
      loader: staffOnly,
      lazy: lazyRoute(
        () => import('./routes/staff/staff-layout.tsx'),
        (m) => ({ Component: m.StaffLayoutRoute }),
      ),
      children: [{ ErrorBoundary: RouteErrorPage, children: staffPages }],
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
      path: 'user/trunk-shows/:trunkShowId/room',
      loader: customerOnly,
      lazy: lazyRoute(
        () => import('./routes/meet/trunk-show-room.tsx'),
        (m) => ({ Component: m.TrunkShowViewerRoomRoute }),
      ),
    },
    {
      path: 'vendor/trunk-shows/:trunkShowId/room',
      loader: signedInOnly,
      lazy: lazyRoute(
        () => import('./routes/meet/trunk-show-room.tsx'),
        (m) => ({ Component: m.TrunkShowShopRoomRoute }),
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
              path: 'notifications',
              lazy: lazyRoute(
                () => import('./routes/user/notifications.tsx'),
                (m) => ({ Component: m.NotificationsRoute }),
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
              path: 'checkout',
              lazy: lazyRoute(
                () => import('./routes/user/checkout.tsx'),
                (m) => ({ Component: m.CheckoutRoute }),
              ),
            },
            {
              path: 'checkouts/:id',
              lazy: lazyRoute(
                () => import('./routes/user/checkout-status.tsx'),
                (m) => ({ Component: m.CheckoutStatusRoute }),
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
              path: 'stitching-orders/:id',
              lazy: lazyRoute(
                () => import('./routes/user/stitching-order-detail.tsx'),
                (m) => ({
                  Component: m.StitchingOrderDetailRoute,
                  loader: m.stitchingOrderLoader,
                }),
              ),
            },
            {
              path: 'measurements',
              lazy: lazyRoute(
                () => import('./routes/user/measurements.tsx'),
                (m) => ({ Component: m.MeasurementsRoute }),
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
  ];
}
