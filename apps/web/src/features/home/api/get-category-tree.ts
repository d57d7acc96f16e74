import { categoryTreeSchema, type CategoryTree } from '@vitrine/contracts/catalogue';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

const categoryTreeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /category/categories-subcat: categories with their sub-categories (home page tiles). */
    getCategoryTree: build.query<CategoryTree, void>({
      query: () => '/v1/category/categories-subcat',
      ...checkedResponse(categoryTreeSchema),
    }),
  }),
});

export const { useGetCategoryTreeQuery } = categoryTreeApi;
