import type { CategoryTree } from '@vitrine/contracts/catalogue';
import { requestJson } from '../../../lib/http.ts';
import { useRequest } from '../../../lib/use-request.ts';

/** GET /category/categories-subcat: categories with their sub-categories (home page tiles). */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTree> {
  const { data } = await requestJson<CategoryTree>('/api/v1/category/categories-subcat', {
    signal,
  });
  return data;
}

export const useCategoryTree = () => useRequest('category-tree', getCategoryTree);
