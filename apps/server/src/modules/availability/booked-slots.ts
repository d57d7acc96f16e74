/** A time a booking holds, in UTC. */
export type BookedInterval = { startsAt: Date; endsAt: Date };

/**
 * The port through which bookings mark slots as taken: the meetings module implements it (its
 * bookings of this shop between two instants, cancelled ones left out). Until then no slot is
 * taken.
 */
export type BookedSlots = {
  between: (shopId: string, from: Date, to: Date) => Promise<BookedInterval[]>;
};

export const noBookedSlots: BookedSlots = { between: async () => [] };
