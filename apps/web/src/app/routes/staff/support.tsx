import { PageHeader } from '../../../components/page-header.tsx';
import { StaffSupportDesk } from '../../../features/staff/components/staff-support-desk.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/support (support area): the queue by response target. */
export function StaffSupportRoute() {
  return (
    <StaffArea area="support">
      <PageHeader
        title="Support desk"
        description="Customers' support requests: those still waiting for a first answer come first, the earliest response target first."
      />
      <StaffSupportDesk />
    </StaffArea>
  );
}
