import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { creditsApi } from '../api/credits-api.ts';

/**
 * Refetches the balance, history and used credits when the server says they changed
 * (`credits:changed`: a purchase settled by a webhook, a booking in another tab, an expiry).
 */
export function useCreditsLiveRefresh(): void {
  const dispatch = useDispatch();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    // The socket module is already loaded for a signed-in user; importing it lazily keeps it
    // out of this screen's bundle.
    void import('../../../lib/socket.ts').then(({ onRealtimeEvent }) => {
      if (unmounted) return;
      stop = onRealtimeEvent('credits:changed', () => {
        dispatch(creditsApi.util.invalidateTags(['Credits']));
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [dispatch]);
}
