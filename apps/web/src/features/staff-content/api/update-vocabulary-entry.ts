import { staffContentApi, type VocabularyKind } from './staff-content-api.ts';

const updateApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** PATCH /admin/{kind}/{key}: renames or reorders an entry; audited. */
    updateVocabularyEntry: build.mutation<
      unknown,
      { kind: VocabularyKind; key: string; body: object }
    >({
      query: ({ kind, key, body }) => ({
        url: `/v1/admin/${kind}/${encodeURIComponent(key)}`,
        method: 'PATCH',
        body,
      }),
      invalidatesTags: ['StaffTaxonomy'],
    }),
  }),
});

export const { useUpdateVocabularyEntryMutation } = updateApi;
