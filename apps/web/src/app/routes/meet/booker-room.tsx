import { useParams } from 'react-router';
import { MeetingRoom } from '../../../features/meeting-room/components/meeting-room.tsx';
import { useSignedInTokenSource } from '../../../features/meeting-room/hooks/use-room-token-source.ts';
import { RoomPinCart } from './room-pin-cart.tsx';

/** `/user/meetings/:bookingId/room`: the booker's meeting room, with "Add to cart" on the pins. */
export function BookerRoomRoute() {
  const { bookingId = '' } = useParams();
  const getToken = useSignedInTokenSource('booker', bookingId);
  return (
    <MeetingRoom
      bookingId={bookingId}
      getToken={getToken}
      back={{ to: '/user', label: 'Back to my meetings' }}
      pinCart={RoomPinCart}
    />
  );
}
