import { PageHeader } from '../../../components/page-header.tsx';
import { ShopSearch } from '../../../features/shops/components/shop-search.tsx';

export function ShopsRoute() {
  return (
    <>
      <PageHeader
        title="Find a shop"
        description="Search boutiques, brands and tailors across India by category, occasion, city and the languages they speak, then meet them on video."
      />
      <ShopSearch />
    </>
  );
}
