import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function StitchingOrdersRoute() {
  return (
    <>
      <PageHeader
        title="Stitching orders"
        description="Made-to-measure and tailoring work you ordered, with its invoices."
      />
      <ComingSoon
        title="Stitching invoices"
        summary="Your stitching orders and their invoices will be listed here."
        features={[
          'Search stitching orders and filter them by payment status and date',
          'See the measurements and instructions you gave',
          'Pay an invoice and download it',
        ]}
      />
    </>
  );
}
