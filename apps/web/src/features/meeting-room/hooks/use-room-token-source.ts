import { useMemo } from 'react';
import { useStore } from 'react-redux';
import type { RootState } from '../../../app/store.ts';
import { bookerRoomToken, shopRoomToken, type RoomTokenSource } from '../api/room-token.ts';

/** The signed-in booker's or shop's way to a room token, with the session's current bearer. */
export function useSignedInTokenSource(
  kind: 'booker' | 'shop',
  bookingId: string,
): RoomTokenSource {
  const store = useStore<RootState>();
  return useMemo(() => {
    const bearer = () => store.getState().auth.token;
    return kind === 'booker'
      ? bookerRoomToken(bookingId, bearer)
      : shopRoomToken(bookingId, bearer);
  }, [store, kind, bookingId]);
}
