import { PageHeader } from '../../../components/page-header.tsx';
import { ProductSearch } from '../../../features/product-search/components/product-search.tsx';

/** `/products`: the products of every shop, searched and filtered. */
export function ProductsRoute() {
  return (
    <>
      <PageHeader
        title="Find a product"
        description="Search sarees, lehengas, kurtas and more across every shop by category, occasion, size, colour and price, then ask the shop in a meeting."
      />
      <ProductSearch />
    </>
  );
}
