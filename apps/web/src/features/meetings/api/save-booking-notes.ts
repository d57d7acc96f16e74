import { vendorBookingSchema } from '@vitrine/contracts/meetings';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { meetingsApi } from './meetings-api.ts';

const saveBookingNotesApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /vendor/bookings/{id}/notes: the shop's private notes (never shown to the customer). */
    saveBookingNotes: build.mutation({
      query: ({ id, notes }: { id: string; notes: string }) => ({
        url: `/v1/vendor/bookings/${encodeURIComponent(id)}/notes`,
        method: 'PATCH',
        body: { notes },
      }),
      ...checkedResponse(vendorBookingSchema),
      invalidatesTags: ['ShopBooking'],
    }),
  }),
});

export const { useSaveBookingNotesMutation } = saveBookingNotesApi;
