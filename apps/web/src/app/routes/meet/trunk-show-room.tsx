import { useParams } from 'react-router';
import { MeetingRoom } from '../../../features/meeting-room/components/meeting-room.tsx';
import { useSignedInTokenSource } from '../../../features/meeting-room/hooks/use-room-token-source.ts';
import { ShopCatalogue } from './shop-room.tsx';

/** `/user/trunk-shows/:trunkShowId/room`: a seat holder watches (and may ask to speak). */
export function TrunkShowViewerRoomRoute() {
  const { trunkShowId = '' } = useParams();
  const getToken = useSignedInTokenSource('trunk-show-viewer', trunkShowId);
  return (
    <MeetingRoom
      bookingId={trunkShowId}
      getToken={getToken}
      back={{ to: '/user', label: 'Back to my account' }}
    />
  );
}

/** `/vendor/trunk-shows/:trunkShowId/room`: the shop presents, pins and lets hands speak. */
export function TrunkShowShopRoomRoute() {
  const { trunkShowId = '' } = useParams();
  const getToken = useSignedInTokenSource('trunk-show-shop', trunkShowId);
  return (
    <MeetingRoom
      bookingId={trunkShowId}
      getToken={getToken}
      back={{ to: '/vendor/trunk-shows', label: 'Back to the trunk shows' }}
      pinCatalogue={ShopCatalogue}
      // A trunk show's pins have no meeting-only price: the control is not offered.
      meetingPrices={false}
    />
  );
}
