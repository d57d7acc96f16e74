import {
  productVariantListSchema,
  type ProductVariantList,
  type ReplaceVariantsInput,
} from '@vitrine/contracts/shop-catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { OWNER_PRODUCTS_TAG, shopCatalogueApi } from './shop-catalogue-api.ts';

const variantsApi = shopCatalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /vendor/products/{id}/variants: the live variants, in display order. */
    getProductVariants: build.query<ProductVariantList, string>({
      query: (id) => `/v1/vendor/products/${encodeURIComponent(id)}/variants`,
      ...checkedResponse(productVariantListSchema),
      providesTags: (_result, _error, id) => [{ type: 'OwnerProduct', id: `variants:${id}` }],
    }),
    /** PUT /vendor/products/{id}/variants: the whole list; the product lists are asked again. */
    replaceProductVariants: build.mutation<
      ProductVariantList,
      { id: string; input: ReplaceVariantsInput }
    >({
      query: ({ id, input }) => ({
        url: `/v1/vendor/products/${encodeURIComponent(id)}/variants`,
        method: 'PUT',
        body: input,
      }),
      ...checkedResponse(productVariantListSchema),
      invalidatesTags: (_result, _error, { id }) => [
        OWNER_PRODUCTS_TAG,
        { type: 'OwnerProduct', id: `variants:${id}` },
      ],
    }),
  }),
});

export const { useGetProductVariantsQuery, useReplaceProductVariantsMutation } = variantsApi;
