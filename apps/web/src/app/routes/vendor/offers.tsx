import { PageHeader } from '../../../components/page-header.tsx';
import { OffersConsole } from '../../../features/shop-catalogue/components/offers-console.tsx';
import { ShopChoice } from '../../../features/shop-catalogue/components/shop-choice.tsx';

/** `/vendor/offers`: the owner's offers (the console lane's layout wraps it). */
export function VendorOffersRoute() {
  return (
    <>
      <PageHeader
        title="Offers"
        description="Run discounts with a code and a validity window, archive the ones you end early, and ask for premium placement."
      />
      <ShopChoice>{(shop) => <OffersConsole key={shop.id} shop={shop} />}</ShopChoice>
    </>
  );
}
