import { Skeleton } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetConsoleShopQuery } from '../../../features/console/api/get-console-shop.ts';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { ShopBookings } from '../../../features/meetings/components/shop/shop-bookings.tsx';

/** /vendor/bookings: the console's bookings, in the shop's time zone (from the whole shop). */
export function VendorBookingsRoute() {
  const { shop } = useConsoleShop();
  const { data, error, refetch } = useGetConsoleShopQuery(shop.id);
  return (
    <>
      <PageHeader
        title="Bookings"
        description="Video meetings customers booked with your shop: join, cancel with a full refund, mark no-shows and keep private notes."
      />
      {error ? (
        <ErrorState
          title="We could not load your shop"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : data ? (
        <ShopBookings key={shop.id} shop={{ id: shop.id, timeZone: data.timeZone }} />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </>
  );
}
