import { PageHeader } from '../../../components/page-header.tsx';
import { ShopApplicationsReview } from '../../../features/onboarding/components/shop-applications-review.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/shop-applications (shops area): pending shop applications to approve or reject. */
export function StaffShopApplicationsRoute() {
  return (
    <StaffArea area="shops">
      <PageHeader
        title="Shop applications"
        description="Check each shop's business details and pictures. Approving opens the shop; rejecting mails your reason to the applicant."
      />
      <ShopApplicationsReview />
    </StaffArea>
  );
}
