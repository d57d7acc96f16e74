import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function AddressRoute() {
  return (
    <>
      <PageHeader title="Addresses" description="The addresses your orders can be delivered to." />
      <ComingSoon
        title="Your delivery addresses"
        summary="Your saved addresses will be listed here."
        features={[
          'Add an address, picking country, state, city and postal code from lists',
          'Choose your default delivery address',
          'Delete addresses you no longer use',
        ]}
      />
    </>
  );
}
