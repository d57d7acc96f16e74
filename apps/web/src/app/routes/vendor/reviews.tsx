import { PageHeader } from '../../../components/page-header.tsx';
import { ShopReviewList } from '../../../features/console/components/shop-review-list.tsx';

export function VendorReviewsRoute() {
  return (
    <>
      <PageHeader
        title="Reviews"
        description="What customers wrote after a meeting or an order. Answer each review once; the answer shows on your shop page."
      />
      <ShopReviewList />
    </>
  );
}
