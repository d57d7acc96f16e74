import { productDetailSchema, type ProductDetail } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const productApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /products/{id}: one product as shoppers see it, with its variants (404 when archived or unknown). */
    getProduct: build.query<ProductDetail, string>({
      query: (id) => `/v1/products/${encodeURIComponent(id)}`,
      ...checkedResponse(productDetailSchema),
    }),
  }),
});

export const { useGetProductQuery } = productApi;
