import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function OrdersRoute() {
  return (
    <>
      <PageHeader
        title="Your orders"
        description="Everything you ordered from shops on Vitrine, and where it is now."
      />
      <ComingSoon
        title="Order history"
        summary="Your orders will be listed here, newest first."
        features={[
          'Search orders and filter them by status and date',
          'Open an order to see its items, payment and delivery',
          'Track shipments and change the delivery address before dispatch',
          'Download your orders as CSV or Excel',
        ]}
      />
    </>
  );
}
