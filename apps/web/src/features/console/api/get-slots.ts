import { slotListSchema, type SlotList } from '@vitrine/contracts/availability';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { consoleApi } from './console-api.ts';

export type GetSlotsArgs = { shopId: string; from: string; to: string };

const slotsApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/{id}/slots: the open slots shoppers see, in UTC (the preview). */
    getSlots: build.query<SlotList, GetSlotsArgs>({
      query: ({ shopId, from, to }) =>
        `/v1/vendor/${encodeURIComponent(shopId)}/slots?${toQueryString({ from, to })}`,
      ...checkedResponse(slotListSchema),
      providesTags: (_result, _error, { shopId }) => [{ type: 'Availability', id: shopId }],
    }),
  }),
});

export const { useGetSlotsQuery } = slotsApi;
