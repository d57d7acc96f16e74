import { PageHeader } from '../../../components/page-header.tsx';
import { ShopsManager } from '../../../features/staff-content/components/shops-manager.tsx';

/** /staff/shops (staff, shops): every shop, with verify, premium, suspend and reinstate. */
export function StaffShopsRoute() {
  return (
    <>
      <PageHeader
        title="Shops"
        description="Verify shops, give premium placement, and suspend or reinstate a shop with a reason its owner reads."
      />
      <ShopsManager />
    </>
  );
}
