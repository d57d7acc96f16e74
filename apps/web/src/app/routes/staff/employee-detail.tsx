import { useParams } from 'react-router';
import { EmployeeDetail } from '../../../features/staff/components/employee-detail.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/employees/:id (admins): one employee's areas and removal. */
export function StaffEmployeeDetailRoute() {
  const { id = '' } = useParams();
  return (
    <StaffArea area="admin">
      <EmployeeDetail id={id} />
    </StaffArea>
  );
}
