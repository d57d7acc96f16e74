import { PageHeader } from '../../../components/page-header.tsx';
import { OffersList } from '../../../features/shops/components/offers-list.tsx';

export function OffersRoute() {
  return (
    <>
      <PageHeader
        title="Offers"
        description="Offers running now from Vitrine and from shops, on products, stitching and meetings, with their codes and end dates."
      />
      <OffersList />
    </>
  );
}
