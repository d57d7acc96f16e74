import { Skeleton } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetConsoleShopQuery } from '../../../features/console/api/get-console-shop.ts';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { TrunkShowConsole } from '../../../features/trunk-shows/components/trunk-show-console.tsx';

/** /vendor/trunk-shows: the console's trunk shows, in the shop's time zone. */
export function VendorTrunkShowsRoute() {
  const { shop } = useConsoleShop();
  const { data, error, refetch } = useGetConsoleShopQuery(shop.id);
  return (
    <>
      <PageHeader
        title="Trunk shows"
        description="Present a collection live to a group of shoppers: each books a seat for credits from your shop’s page."
      />
      {error ? (
        <ErrorState
          title="We could not load your shop"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <TrunkShowConsole key={shop.id} shop={{ id: shop.id, timeZone: data.timeZone }} />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </>
  );
}
