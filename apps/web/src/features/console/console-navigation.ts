import {
  IconAddressBook,
  IconBuildingBank,
  IconCalendarEvent,
  IconCash,
  IconChartBar,
  IconCalendarTime,
  IconDiscount2,
  IconHome,
  IconMessages,
  IconPackage,
  IconPackages,
  IconPhoto,
  IconStar,
  IconScissors,
  IconReceipt,
  IconUserCircle,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';

export type ConsoleNavItem = { label: string; to: string; icon: Icon };

/**
 * The console's pages, in the order the side navigation and the mobile drawer list them: one
 * entry for each area of the console, whichever feature renders it.
 */
export const consoleNavigation: ConsoleNavItem[] = [
  { label: 'Overview', to: '/vendor/vendorLanding', icon: IconHome },
  { label: 'Profile', to: '/vendor/profile', icon: IconUserCircle },
  { label: 'Media', to: '/vendor/media', icon: IconPhoto },
  { label: 'Products', to: '/vendor/products', icon: IconPackage },
  { label: 'Stock', to: '/vendor/stock', icon: IconPackages },
  { label: 'Offers', to: '/vendor/offers', icon: IconDiscount2 },
  { label: 'Bookings', to: '/vendor/bookings', icon: IconCalendarEvent },
  { label: 'Trunk shows', to: '/vendor/trunk-shows', icon: IconUsersGroup },
  { label: 'Orders', to: '/vendor/orders', icon: IconReceipt },
  { label: 'Sales', to: '/vendor/sales', icon: IconChartBar },
  { label: 'Availability', to: '/vendor/availability', icon: IconCalendarTime },
  { label: 'Inbox', to: '/vendor/inbox', icon: IconMessages },
  { label: 'Customers', to: '/vendor/customers', icon: IconAddressBook },
  { label: 'Reviews', to: '/vendor/reviews', icon: IconStar },
  { label: 'Stitching', to: '/vendor/stitching', icon: IconScissors },
  { label: 'Earnings', to: '/vendor/earnings', icon: IconCash },
  { label: 'Payouts', to: '/vendor/payouts', icon: IconBuildingBank },
];

/** True on the item's page or one below it. */
export const isCurrentConsolePage = (item: ConsoleNavItem, pathname: string) =>
  pathname === item.to || pathname.startsWith(`${item.to}/`);
