import {
  ownerProductSchema,
  type CreateProductInput,
  type OwnerProduct,
  type UpdateProductInput,
} from '@vitrine/contracts/shop-catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { OWNER_PRODUCTS_TAG, shopCatalogueApi } from './shop-catalogue-api.ts';

const saveProductApi = shopCatalogueApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /vendor/products (201). */
    createProduct: build.mutation<OwnerProduct, CreateProductInput>({
      query: (body) => ({ url: '/v1/vendor/products', method: 'POST', body }),
      ...checkedResponse(ownerProductSchema),
      invalidatesTags: [OWNER_PRODUCTS_TAG],
    }),
    /** PATCH /vendor/products/{id}: the fields given. */
    updateProduct: build.mutation<OwnerProduct, { id: string; changes: UpdateProductInput }>({
      query: ({ id, changes }) => ({
        url: `/v1/vendor/products/${id}`,
        method: 'PATCH',
        body: changes,
      }),
      ...checkedResponse(ownerProductSchema),
      invalidatesTags: [OWNER_PRODUCTS_TAG],
    }),
    /** POST /vendor/products/{id}/archive or /restore. */
    setProductArchived: build.mutation<OwnerProduct, { id: string; archived: boolean }>({
      query: ({ id, archived }) => ({
        url: `/v1/vendor/products/${id}/${archived ? 'archive' : 'restore'}`,
        method: 'POST',
      }),
      ...checkedResponse(ownerProductSchema),
      invalidatesTags: [OWNER_PRODUCTS_TAG],
    }),
  }),
});

export const { useCreateProductMutation, useUpdateProductMutation, useSetProductArchivedMutation } =
  saveProductApi;
