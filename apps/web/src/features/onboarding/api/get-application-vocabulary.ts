import {
  categoryTreeSchema,
  languageListSchema,
  occasionListSchema,
} from '@vitrine/contracts/catalogue';
import { z } from 'zod';
import { api } from '../../../lib/api.ts';
import { checkedResponse } from '../../../lib/checked-response.ts';

/** The taxonomy the shop profile step chooses from. */
export const applicationVocabularySchema = z.object({
  categories: categoryTreeSchema.shape.items,
  occasions: occasionListSchema.shape.items,
  languages: languageListSchema.shape.items,
});
export type ApplicationVocabulary = z.infer<typeof applicationVocabularySchema>;

const vocabularyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /category/categories-subcat, /category/occasions-names and /category/languages-names. */
    getApplicationVocabulary: build.query<ApplicationVocabulary, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const answers = await Promise.all([
          baseQuery('/v1/category/categories-subcat'),
          baseQuery('/v1/category/occasions-names'),
          baseQuery('/v1/category/languages-names'),
        ]);
        const failed = answers.find((result) => result.error);
        if (failed?.error) return { error: failed.error };
        const [categories, occasions, languages] = answers.map(
          (result) => (result.data as { items?: unknown } | undefined)?.items,
        );
        return { data: { categories, occasions, languages } as ApplicationVocabulary };
      },
      ...checkedResponse(applicationVocabularySchema),
      keepUnusedDataFor: 3600,
    }),
  }),
});

export const { useGetApplicationVocabularyQuery } = vocabularyApi;
