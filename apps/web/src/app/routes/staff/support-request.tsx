import { useParams } from 'react-router';
import { StaffSupportRequest } from '../../../features/staff/components/staff-support-request.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/support/:id (support area): one request, its answer and its state. */
export function StaffSupportRequestRoute() {
  const { id = '' } = useParams();
  return (
    <StaffArea area="support">
      <StaffSupportRequest id={id} />
    </StaffArea>
  );
}
