import {
  ownerOfferSchema,
  type CreateOfferInput,
  type OwnerOffer,
  type UpdateOfferInput,
} from '@vitrine/contracts/shop-catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { OWNER_OFFERS_TAG, shopCatalogueApi } from './shop-catalogue-api.ts';

const saveOfferApi = shopCatalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/offers (201). */
    createOffer: build.mutation<OwnerOffer, CreateOfferInput>({
      query: (body) => ({ url: '/v1/vendor/offers', method: 'POST', body }),
      ...checkedResponse(ownerOfferSchema),
      invalidatesTags: [OWNER_OFFERS_TAG],
    }),
    /** PATCH /vendor/offers/{id}: the fields given. */
    updateOffer: build.mutation<OwnerOffer, { id: string; changes: UpdateOfferInput }>({
      query: ({ id, changes }) => ({
        url: `/v1/vendor/offers/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      ...checkedResponse(ownerOfferSchema),
      invalidatesTags: [OWNER_OFFERS_TAG],
    }),
    /** POST /vendor/offers/{id}/archive or /restore. */
    setOfferArchived: build.mutation<OwnerOffer, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `/v1/vendor/offers/${id}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      ...checkedResponse(ownerOfferSchema),
      invalidatesTags: [OWNER_OFFERS_TAG],
    }),
  }),
});

export const { useCreateOfferMutation, useUpdateOfferMutation, useSetOfferArchivedMutation } =
  saveOfferApi;
