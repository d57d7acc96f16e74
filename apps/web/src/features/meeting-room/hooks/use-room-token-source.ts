import { useMemo } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../../app/store.ts';
import {
  bookerRoomToken,
  shopRoomToken,
  trunkShowShopRoomToken,
  trunkShowViewerRoomToken,
  type RoomTokenSource,
} from '../api/room-token.ts';

/** The signed-in booker's, shop's or trunk show seat holder's way to a room token, with the session's current bearer. */
export function useSignedInTokenSource(
  kind: 'booker' | 'shop' | 'trunk-show-viewer' | 'trunk-show-shop',
  bookingId: string,
): RoomTokenSource {
  const store = useStore<RootState>();
  return useMemo(() => {
    const bearer = () => store.getState().auth.token;
    const source = {
      booker: bookerRoomToken,
      shop: shopRoomToken,
      'trunk-show-viewer': trunkShowViewerRoomToken,
      'trunk-show-shop': trunkShowShopRoomToken,
    }[kind];
    return source(bookingId, bearer);
  }, [store, kind, bookingId]);
}
