import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { meetingsApi } from '../api/meetings-api.ts';

/**
 * Refetches the console's bookings and the free slots when the server says a booking of the
 * shop changed (`booking:changed`: a new booking, a cancellation, a move, in any tab).
 */
export function useBookingsLiveRefresh(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    // The socket module is already loaded for a signed-in user; importing it lazily keeps it
    // out of this screen's bundle.
    void import('../../../lib/socket.ts').then(({ onRealtimeEvent }) => {
      if (unmounted) return;
      stop = onRealtimeEvent('booking:changed', () => {
        dispatch(meetingsApi.util.invalidateTags(['ShopBooking', 'Slots']));
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [dispatch]);
}
