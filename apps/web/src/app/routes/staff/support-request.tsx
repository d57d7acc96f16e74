import { useParams } from 'react-router';
import { StaffSupportRequest } from '../../../features/staff/components/staff-support-request.tsx';
import { useStaffSelf } from '../../../features/staff/hooks/use-staff-self.ts';
import { StaffArea } from './staff-area.tsx';
import { mayOpen } from './staff-nav.ts';

/** /staff/support/:id (support area): one request, its answer and its state. */
export function StaffSupportRequestRoute() {
  const { id = '' } = useParams();
  const self = useStaffSelf();
  return (
    <StaffArea area="support">
      <StaffSupportRequest id={id} self={self} canOpenUsers={mayOpen(self, 'credits')} />
    </StaffArea>
  );
}
