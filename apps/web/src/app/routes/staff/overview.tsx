import { StaffOverview } from '../../../features/staff/components/staff-overview.tsx';

/** /staff: what waits in the signed-in employee's areas. */
export function StaffOverviewRoute() {
  return <StaffOverview />;
}
