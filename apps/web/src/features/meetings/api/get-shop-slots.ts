import { slotListSchema, type SlotList } from '@vitrine/contracts/availability';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { meetingsApi } from './meetings-api.ts';

export type GetShopSlotsArgs = { shopId: string; from: string; to: string };

const getShopSlotsApi = meetingsApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/{id}/slots: the shop's slots in [from, to), in UTC, with the shop's zone. */
    getShopSlots: build.query<SlotList, GetShopSlotsArgs>({
      query: ({ shopId, from, to }) =>
        `/v1/vendor/${encodeURIComponent(shopId)}/slots?${toQueryString({ from, to })}`,
      ...checkedResponse(slotListSchema),
      providesTags: ['Slots'],
    }),
  }),
});

export const { useGetShopSlotsQuery } = getShopSlotsApi;
