import { PageHeader } from '../../../components/page-header.tsx';
import { CommissionReportPanel } from '../../../features/earnings/components/staff-commission-report.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/commission-report (staff, shops): the platform's commission for a period. */
export function StaffCommissionReportRoute() {
  return (
    <StaffArea area="shops">
      <PageHeader
        title="Commission report"
        description="What shops earned in a period, the platform's commission, GST on it, provider fees and what the shops were owed."
      />
      <CommissionReportPanel />
    </StaffArea>
  );
}
