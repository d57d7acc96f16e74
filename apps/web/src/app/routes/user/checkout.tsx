import { Skeleton } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useListAddressesQuery } from '../../../features/addresses/api/list-addresses.ts';
import { CheckoutView } from '../../../features/cart/components/checkout-view.tsx';
import { toApiError } from '../../../lib/api.ts';

/** `/user/checkout`: my cart checked out, with an address from my address book. */
export function CheckoutRoute() {
  const { data, error, isFetching, refetch } = useListAddressesQuery();
  return (
    <>
      <PageHeader
        title="Check out"
        description="One payment for everything in your cart; each shop gets its own order."
      />
      {error ? (
        <ErrorState
          title="We could not load your addresses"
          error={toApiError(error)}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : data ? (
        <CheckoutView addresses={data.items} />
      ) : (
        <Skeleton height={200} aria-label="Loading your addresses" />
      )}
    </>
  );
}
