import { useParams } from 'react-router';
import { MeetingRoom } from '../../../features/meeting-room/components/meeting-room.tsx';
import { PinPicker } from '../../../features/meeting-room/components/pin-picker.tsx';
import { useSignedInTokenSource } from '../../../features/meeting-room/hooks/use-room-token-source.ts';
import { useGetOwnerProductsQuery } from '../../../features/shop-catalogue/api/get-owner-products.ts';

/** The shop's active products, to pin during the call. */
export function ShopCatalogue(props: {
  shopId: string;
  pinned: string[];
  onPin: (productId: string) => void;
}) {
  const { data, isLoading, isError } = useGetOwnerProductsQuery({
    shopId: props.shopId,
    status: 'active',
    page: 1,
    limit: 100,
  });
  return (
    <PinPicker
      products={data?.items ?? []}
      loading={isLoading}
      failed={isError}
      pinned={props.pinned}
      onPin={props.onPin}
    />
  );
}

/** `/vendor/bookings/:bookingId/room`: the shop's side of the meeting room. */
export function ShopRoomRoute() {
  const { bookingId = '' } = useParams();
  const getToken = useSignedInTokenSource('shop', bookingId);
  return (
    <MeetingRoom
      bookingId={bookingId}
      getToken={getToken}
      back={{ to: '/vendor/vendorLanding', label: 'Back to the console' }}
      pinCatalogue={ShopCatalogue}
    />
  );
}
