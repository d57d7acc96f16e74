import { PageHeader } from '../../../components/page-header.tsx';
import { AuditLog } from '../../../features/staff/components/audit-log.tsx';
import { useStaffSelf } from '../../../features/staff/hooks/use-staff-self.ts';
import { StaffArea } from './staff-area.tsx';

/** /staff/audit-log (admins): every staff action, read only. */
export function StaffAuditLogRoute() {
  const self = useStaffSelf();
  return (
    <StaffArea area="admin">
      <PageHeader
        title="Audit log"
        description="Every staff action with who, when, before and after. Entries cannot be changed or deleted."
      />
      <AuditLog selfId={self.id} selfName={self.name} />
    </StaffArea>
  );
}
