import { Skeleton } from '@mantine/core';
import type { VendorBooking } from '@vitrine/contracts/meetings';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetConsoleShopQuery } from '../../../features/console/api/get-console-shop.ts';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { ShopBookings } from '../../../features/meetings/components/shop/shop-bookings.tsx';
import { ShopBookingExtra } from '../../../features/meetings/components/shop/shop-booking-extra.ts';
import { CreateOrderFromPins } from '../../../features/orders/components/console/create-order-from-pins.tsx';

/** Each booking that has begun offers an order from what the shop pinned during the call. */
const orderFromPins = (booking: VendorBooking, now: Date) => (
  <CreateOrderFromPins booking={booking} now={now} />
);

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
        <ShopBookingExtra.Provider value={orderFromPins}>
          <ShopBookings key={shop.id} shop={{ id: shop.id, timeZone: data.timeZone }} />
        </ShopBookingExtra.Provider>
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </>
  );
}
