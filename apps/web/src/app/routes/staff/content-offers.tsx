import { PageHeader } from '../../../components/page-header.tsx';
import { PlatformOffersManager } from '../../../features/staff-content/components/platform-offers-manager.tsx';

/** /staff/content/offers (staff, content): platform offers with search. */
export function StaffOffersRoute() {
  return (
    <>
      <PageHeader
        title="Platform offers"
        description="Vitrine's own offers, shown to shoppers within their dates. Shops' offers are managed by the shops."
      />
      <PlatformOffersManager />
    </>
  );
}
