import { PageHeader } from '../../../components/page-header.tsx';
import { StaffUsers } from '../../../features/staff/components/staff-users.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/users (credits area): look a customer up; grant or take credits with a reason. */
export function StaffUsersRoute() {
  return (
    <StaffArea area="credits">
      <PageHeader
        title="Users and credits"
        description="Look a customer up to see their bookings, orders and credit history, and grant or take credits with a reason."
      />
      <StaffUsers />
    </StaffArea>
  );
}
