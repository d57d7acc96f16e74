import { api } from '../../../lib/api.ts';

/**
 * The api slice with the meetings feature's tags: `Meeting` (the customer's lists and one
 * booking), `ShopBooking` (the console's list) and `Slots` (a shop's free slots). A booking or a
 * cancellation also refreshes `Credits`, the balance the credits screens show.
 */
export const meetingsApi = api.enhanceEndpoints({
  addTagTypes: ['Meeting', 'ShopBooking', 'Slots', 'Credits'],
});

/** What every change to a booking makes stale: lists, slots and (refunds, debits) credits. */
export const BOOKING_CHANGED = ['Meeting', 'ShopBooking', 'Slots', 'Credits'] as const;
