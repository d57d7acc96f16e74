import { PageHeader } from '../../../components/page-header.tsx';
import { PaymentAlerts } from '../../../features/staff/components/payment-alerts.tsx';
import { StaffArea } from './staff-area.tsx';

/** /staff/payment-alerts (staff, credits): payments that did not settle what they were for. */
export function StaffPaymentAlertsRoute() {
  return (
    <StaffArea area="credits">
      <PageHeader
        title="Payment alerts"
        description="Payments that did not pay for what they were made for. One for an amount no longer due is refunded automatically; one of another amount than its checkout is held for you to refund or settle."
      />
      <PaymentAlerts />
    </StaffArea>
  );
}
