import { ShopOwnerLanding } from '../../../features/onboarding/components/shop-owner-landing.tsx';

/** /vendor: the public landing page for shop owners. */
export function VendorHomeRoute() {
  return <ShopOwnerLanding />;
}
