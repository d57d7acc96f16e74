import { PageHeader } from '../../../components/page-header.tsx';
import { EmployeeList } from '../../../features/staff/components/employee-list.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/employees (admins): the employees, invitations. */
export function StaffEmployeesRoute() {
  return (
    <StaffArea area="admin">
      <PageHeader
        title="Employees"
        description="Who works on Vitrine and in which areas: shops, support, content and credits. Invite someone, change their areas or remove them."
      />
      <EmployeeList />
    </StaffArea>
  );
}
