import {
  categoryTreeSchema,
  languageListSchema,
  occasionListSchema,
} from '@vitrine/contracts/catalogue';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** Everything a shop filter can name, with the names to show (even for values no shop matches now). */
export const filterVocabularySchema = z.object({
  categories: categoryTreeSchema.shape.items,
  occasions: occasionListSchema.shape.items,
  languages: languageListSchema.shape.items,
});
export type FilterVocabulary = z.infer<typeof filterVocabularySchema>;

const filterVocabularyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /category/categories-subcat, /category/occasions-names and /category/languages-names. */
    getFilterVocabulary: build.query<FilterVocabulary, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const [categories, occasions, languages] = await Promise.all([
          baseQuery('/v1/category/categories-subcat'),
          baseQuery('/v1/category/occasions-names'),
          baseQuery('/v1/category/languages-names'),
        ]);
        const failed = [categories, occasions, languages].find((result) => result.error);
        if (failed?.error) return { error: failed.error };
        const items = (result: { data?: unknown }) =>
          (result.data as { items?: unknown } | undefined)?.items;
        return {
          data: {
            categories: items(categories),
            occasions: items(occasions),
            languages: items(languages),
          } as FilterVocabulary,
        };
      },
      ...checkedResponse(filterVocabularySchema),
      // The vocabulary changes rarely; keep it for the whole visit.
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetFilterVocabularyQuery } = filterVocabularyApi;
