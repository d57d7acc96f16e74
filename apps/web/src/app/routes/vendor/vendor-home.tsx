import { ShopOwnerLanding } from '../../../features/onboarding/components/shop-owner-landing.tsx';
import { ShopCosts } from '../../../features/pricing/components/shop-costs.tsx';

/** /vendor: the public landing page for shop owners, its costs in the server's figures. */
export function VendorHomeRoute() {
  return <ShopOwnerLanding costs={<ShopCosts />} />;
}
