import { PageHeader } from '../../../components/page-header.tsx';
import { CreditPlansManager } from '../../../features/staff-content/components/credit-plans-manager.tsx';

/** /staff/content/credit-plans (staff, content): credit plans. */
export function StaffCreditPlansRoute() {
  return (
    <>
      <PageHeader
        title="Credit plans"
        description="What customers can buy. An archived plan is off sale but kept: past payments name it."
      />
      <CreditPlansManager />
    </>
  );
}
