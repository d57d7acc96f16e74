import { staffContentApi, type VocabularyKind } from './staff-content-api.ts';

const createApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /admin/{categories|occasions|languages}: adds an entry; audited. */
    createVocabularyEntry: build.mutation<unknown, { kind: VocabularyKind; body: object }>({
      query: ({ kind, body }) => ({ url: `/v1/admin/${kind}`, method: 'POST', body }),
      invalidatesTags: ['StaffTaxonomy'],
    }),
  }),
});

export const { useCreateVocabularyEntryMutation } = createApi;
