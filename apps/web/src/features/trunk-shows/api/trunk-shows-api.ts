import {
  trunkShowListSchema,
  trunkShowSeatPageSchema,
  trunkShowSeatSchema,
  vendorTrunkShowPageSchema,
  vendorTrunkShowSchema,
  type CreateTrunkShowInput,
  type TrunkShowList,
  type TrunkShowSeat,
  type TrunkShowSeatPage,
  type VendorTrunkShow,
  type VendorTrunkShowPage,
} from '@vitrine/contracts/trunk-shows';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/**
 * Trunk shows: `TrunkShow` tags a shop's public list and its console list; a booked or
 * cancelled seat also refreshes `Credits`, the balance the credits screens show.
 */
const trunkShowsApi = api
  .enhanceEndpoints({ addTagTypes: ['TrunkShow', 'Credits'] })
  .injectEndpoints({
    endpoints: (build) => ({
      /** GET /shops/{shopId}/trunk-shows: the shop's upcoming trunk shows (anyone). */
      listShopTrunkShows: build.query<TrunkShowList, string>({
        query: (shopId) => `/v1/shops/${encodeURIComponent(shopId)}/trunk-shows`,
        ...checkedResponse(trunkShowListSchema),
        providesTags: ['TrunkShow'],
      }),
      /** POST /user/trunk-shows/{id}/seats: a seat for the show's credits. */
      bookTrunkShowSeat: build.mutation<TrunkShowSeat, string>({
        query: (id) => ({
          url: `/v1/user/trunk-shows/${encodeURIComponent(id)}/seats`,
          method: 'POST',
        }),
        ...checkedResponse(trunkShowSeatSchema),
        invalidatesTags: ['TrunkShow', 'Credits'],
      }),
      /** GET /user/trunk-show-seats: the customer's upcoming seats. */
      listMyTrunkShowSeats: build.query<TrunkShowSeatPage, void>({
        query: () => ({
          url: '/v1/user/trunk-show-seats',
          params: { when: 'upcoming', limit: 100 },
        }),
        ...checkedResponse(trunkShowSeatPageSchema),
        providesTags: ['TrunkShow'],
      }),
      /** POST /user/trunk-show-seats/{id}/cancel: refunded 24 hours or more ahead. */
      cancelTrunkShowSeat: build.mutation<TrunkShowSeat, string>({
        query: (id) => ({
          url: `/v1/user/trunk-show-seats/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
        }),
        ...checkedResponse(trunkShowSeatSchema),
        invalidatesTags: ['TrunkShow', 'Credits'],
      }),
      /** GET /vendor/trunk-shows: the console's trunk shows with their seat holders. */
      listVendorTrunkShows: build.query<
        VendorTrunkShowPage,
        { shopId: string; when: 'upcoming' | 'past' | 'all'; page: number; limit: number }
      >({
        query: (params) => ({ url: '/v1/vendor/trunk-shows', params }),
        ...checkedResponse(vendorTrunkShowPageSchema),
        providesTags: ['TrunkShow'],
      }),
      /** POST /vendor/trunk-shows: the shop opens one. */
      createTrunkShow: build.mutation<VendorTrunkShow, CreateTrunkShowInput>({
        query: (body) => ({ url: '/v1/vendor/trunk-shows', method: 'POST', body }),
        ...checkedResponse(vendorTrunkShowSchema),
        invalidatesTags: ['TrunkShow'],
      }),
      /** POST /vendor/trunk-shows/{id}/cancel: every seat refunded. */
      cancelTrunkShow: build.mutation<VendorTrunkShow, { id: string; reason?: string }>({
        query: ({ id, reason }) => ({
          url: `/v1/vendor/trunk-shows/${encodeURIComponent(id)}/cancel`,
          method: 'POST',
          body: reason ? { reason } : {},
        }),
        ...checkedResponse(vendorTrunkShowSchema),
        invalidatesTags: ['TrunkShow'],
      }),
    }),
  });

export const {
  useListShopTrunkShowsQuery,
  useBookTrunkShowSeatMutation,
  useListMyTrunkShowSeatsQuery,
  useCancelTrunkShowSeatMutation,
  useListVendorTrunkShowsQuery,
  useCreateTrunkShowMutation,
  useCancelTrunkShowMutation,
} = trunkShowsApi;
