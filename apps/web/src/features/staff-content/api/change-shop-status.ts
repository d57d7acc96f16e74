import { staffContentApi } from './staff-content-api.ts';

/** What staff do to a shop: each an audited POST /admin/shops/{id}/{action}. */
export type ShopChange =
  | { action: 'verify'; body: { verified: boolean } }
  | { action: 'premium'; body: { premium: boolean } }
  | { action: 'suspend' | 'reinstate'; body: { reason: string } };

const changeApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** Verify, premium, suspend (out of search at once, the owner told) or reinstate a shop. */
    changeShopStatus: build.mutation<unknown, { id: string } & ShopChange>({
      query: ({ id, action, body }) => ({
        url: `/v1/admin/shops/${id}/${action}`,
        method: 'POST',
        body,
      }),
      invalidatesTags: ['StaffShop'],
    }),
  }),
});

export const { useChangeShopStatusMutation } = changeApi;
