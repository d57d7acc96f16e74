import { PageHeader } from '../../../components/page-header.tsx';
import { AddressBook } from '../../../features/addresses/components/address-book.tsx';

export function AddressRoute() {
  return (
    <>
      <PageHeader title="Addresses" description="The addresses your orders can be delivered to." />
      <AddressBook />
    </>
  );
}
