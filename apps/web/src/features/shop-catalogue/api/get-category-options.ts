import { categoryTreeSchema, type CategoryTree } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const categoryOptionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /category/categories-subcat: the categories a product may be filed under. */
    getCategoryOptions: build.query<CategoryTree, void>({
      query: () => '/v1/category/categories-subcat',
      ...checkedResponse(categoryTreeSchema),
    }),
  }),
});

export const { useGetCategoryOptionsQuery } = categoryOptionsApi;
