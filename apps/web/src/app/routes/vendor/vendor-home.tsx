import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function VendorHomeRoute() {
  return (
    <>
      <PageHeader
        title="Vendor area"
        description="Where shops selling on Vitrine manage their listing, meetings, orders and customers."
      >
        <Button component={Link} to="/vendor/vendorLanding" w="fit-content" variant="default">
          Why sell on Vitrine
        </Button>
      </PageHeader>
      <ComingSoon
        title="Your shop dashboard"
        summary="Signed-in shops will run their business on Vitrine from here."
        features={[
          'Edit your shop profile, photos and categories',
          'Open and close meeting slots, and see upcoming meetings',
          'Handle orders, shipments and stitching invoices',
          'Answer customer chats and support requests',
        ]}
      />
    </>
  );
}
