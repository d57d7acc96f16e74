import { PageHeader } from '../../../components/page-header.tsx';
import { ShopApplicationsReview } from '../../../features/onboarding/components/shop-applications-review.tsx';

/** /admin/shop-applications (admins): pending shop applications to approve or reject. */
export function ShopApplicationsRoute() {
  return (
    <>
      <PageHeader
        title="Shop applications"
        description="Check each shop's business details and pictures. Approving opens the shop; rejecting mails your reason to the applicant."
      />
      <ShopApplicationsReview />
    </>
  );
}
