import {
  categoryTreeSchema,
  languageListSchema,
  occasionListSchema,
  type CategoryTree,
  type Language,
  type Occasion,
} from '@vitrine/contracts/catalogue';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { consoleApi } from './console-api.ts';

const taxonomyApi = consoleApi.injectEndpoints({
  endpoints: (build) => ({
    /** The profile form's choices: categories with sub-categories, languages, occasions. */
    getCategoryChoices: build.query<CategoryTree, void>({
      query: () => '/v1/category/categories-subcat',
      ...checkedResponse(categoryTreeSchema),
    }),
    getLanguageChoices: build.query<{ items: Language[] }, void>({
      query: () => '/v1/category/languages-names',
      ...checkedResponse(languageListSchema),
    }),
    getOccasionChoices: build.query<{ items: Occasion[] }, void>({
      query: () => '/v1/category/occasions-names',
      ...checkedResponse(occasionListSchema),
    }),
  }),
});

export const {
  useGetCategoryChoicesQuery,
  useGetLanguageChoicesQuery,
  useGetOccasionChoicesQuery,
} = taxonomyApi;
