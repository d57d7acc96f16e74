import { PageHeader } from '../../../components/page-header.tsx';
import { ProductsConsole } from '../../../features/shop-catalogue/components/products-console.tsx';
import { ShopChoice } from '../../../features/shop-catalogue/components/shop-choice.tsx';

/** `/vendor/products`: the owner's products (the console lane's layout wraps it). */
export function VendorProductsRoute() {
  return (
    <>
      <PageHeader
        title="Products"
        description="Add what your shop sells, keep prices and stock current, archive what you no longer offer, and ask for premium placement."
      />
      <ShopChoice>{(shop) => <ProductsConsole key={shop.id} shop={shop} />}</ShopChoice>
    </>
  );
}
