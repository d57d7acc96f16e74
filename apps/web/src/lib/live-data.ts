import type { LiveEntity } from '@vitrine/contracts/realtime';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { api } from './api.ts';

/**
 * The RTK Query tag types under which each kind of thing is shown: its detail pages and its
 * lists, on every side (customer, shop console, staff console). Every query providing one of
 * them asks again when the server says such a thing changed, so a new page of an order, an
 * invoice, a request, a meeting or a payout follows the truth by providing its feature's tag.
 */
export const liveEntityTags: Record<LiveEntity, readonly string[]> = {
  order: ['Order'],
  'stitching-invoice': ['StitchingInvoice'],
  'support-request': ['Support', 'StaffSupport'],
  // A booking changes the free slots too.
  booking: ['Meeting', 'ShopBooking', 'Slots'],
  // A payout moves the shop's balances.
  payout: ['Payouts', 'Earnings'],
};

/** The user's credits changed (a purchase, a debit, a refund, an expiry). */
const creditTags = ['Credits'];

const everyLiveTag = [...new Set([...Object.values(liveEntityTags).flat(), ...creditTags])];

/**
 * Keeps what a signed-in tab shows in step with the server, mounted once with the signed-in
 * header: `entity:changed` makes that kind's queries stale and `credits:changed` the credits';
 * the open ones ask again at once. After the socket comes back from a drop, everything they
 * cover is asked again, since changes in between were not heard.
 */
export function useLiveData(signedIn: boolean): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!signedIn) return;
    const stale = (tags: readonly string[]) =>
      dispatch(
        api.util.invalidateTags(tags as never as Parameters<typeof api.util.invalidateTags>[0]),
      );
    const stops: Array<() => void> = [];
    let unmounted = false;
    // The socket module is already loaded for a signed-in user; importing it lazily keeps it
    // out of the first screen's bundle.
    void import('./socket.ts').then(({ onRealtimeEvent, onRealtimeConnect }) => {
      if (unmounted) return;
      stops.push(
        onRealtimeEvent('entity:changed', ({ entity }) => stale(liveEntityTags[entity])),
        onRealtimeEvent('credits:changed', () => stale(creditTags)),
        onRealtimeConnect(() => stale(everyLiveTag)),
      );
    });
    return () => {
      unmounted = true;
      for (const stop of stops) stop();
    };
  }, [dispatch, signedIn]);
}
