import { PageHeader } from '../../../components/page-header.tsx';
import { ShopSearch } from '../../../features/shops/components/shop-search.tsx';

const brandsOnly = { isBrand: true };

export function BrandsRoute() {
  return (
    <>
      <PageHeader
        title="Brands"
        description="Independent labels selling on Vitrine: search them, filter by what they make and where they are, and book a video meeting to see a collection."
      />
      <ShopSearch
        preset={brandsOnly}
        noun={['brand', 'brands']}
        searchLabel="Search brands"
        searchPlaceholder="Brand name, craft or city, e.g. sherwani"
      />
    </>
  );
}
