export type NavItem = { label: string; to: string; description?: string };

/** The header's main navigation. */
export const mainNavigation: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Shops', to: '/shops' },
  { label: 'Products', to: '/products' },
  { label: 'Brands', to: '/brands' },
  { label: 'Offers', to: '/offers' },
  { label: 'Pricing', to: '/pricing' },
  { label: 'Demo', to: '/demo' },
];

/** Every customer page under /user, in the order the account menu and side navigation list them. */
export const accountNavigation: NavItem[] = [
  { label: 'Meetings', to: '/user' },
  { label: 'Chat', to: '/user/chat' },
  { label: 'Credits', to: '/user/credits' },
  { label: 'Favourites', to: '/user/favourites' },
  { label: 'Orders', to: '/user/orders' },
  { label: 'Stitching orders', to: '/user/stitching-orders' },
  { label: 'Measurements', to: '/user/measurements' },
  { label: 'Addresses', to: '/user/address' },
  { label: 'Invite friends', to: '/user/invite-friends' },
  { label: 'Support', to: '/user/support' },
  { label: 'Ratings and reviews', to: '/user/rating' },
  { label: 'Settings', to: '/user/settings' },
];

/**
 * The signed-in person's menu: the account pages, then the areas their roles open (a shop
 * owner's console, the staff console for employees and admins).
 */
export function accountMenuItems(
  role: { vendor?: boolean; employee?: boolean; admin?: boolean } | null,
): NavItem[] {
  return [
    ...accountNavigation,
    ...(role?.vendor ? [{ label: 'Shop console', to: '/vendor/vendorLanding' }] : []),
    ...(role?.admin || role?.employee ? [{ label: 'Staff console', to: '/staff' }] : []),
  ];
}

export const policyNavigation: NavItem[] = [
  { label: 'Terms and conditions', to: '/terms-and-conditions' },
  { label: 'Refund policy', to: '/refund-policy' },
  { label: 'Privacy policy', to: '/privacy-policy' },
  { label: 'Shipping and return policy', to: '/shipping-and-return-policy' },
];

/** True when `pathname` is this item's page or (except for the section roots) one below it. */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if (item.to === '/' || item.to === '/user')
    return pathname === item.to || pathname === `${item.to}/`;
  return pathname === item.to || pathname.startsWith(`${item.to}/`);
}
