import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { StitchingInvoiceList } from '../../../features/stitching/components/stitching-invoice-list.tsx';

export function StitchingOrdersRoute() {
  return (
    <>
      <PageHeader
        title="Stitching orders"
        description="Made-to-measure and tailoring work you ordered, with its invoices."
      />
      <Anchor component={Link} to="/user/measurements" mb="md" display="inline-block">
        Your saved measurements
      </Anchor>
      <StitchingInvoiceList />
    </>
  );
}
