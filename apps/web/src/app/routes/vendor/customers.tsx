import { PageHeader } from '../../../components/page-header.tsx';
import { CustomerList } from '../../../features/console/components/customer-list.tsx';

export function VendorCustomersRoute() {
  return (
    <>
      <PageHeader
        title="Customers"
        description="People who favourited your shop; bookings, chats and orders will add theirs."
      />
      <CustomerList />
    </>
  );
}
