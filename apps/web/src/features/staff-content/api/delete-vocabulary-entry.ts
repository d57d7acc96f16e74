import { staffContentApi, type VocabularyKind } from './staff-content-api.ts';

const deleteApi = staffContentApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /admin/{kind}/{key}: 409 while a shop or product uses it; audited. */
    deleteVocabularyEntry: build.mutation<unknown, { kind: VocabularyKind; key: string }>({
      query: ({ kind, key }) => ({
        url: `/v1/admin/${kind}/${encodeURIComponent(key)}`,
        method: 'DELETE',
      }),
      invalidatesTags: ['StaffTaxonomy'],
    }),
  }),
});

export const { useDeleteVocabularyEntryMutation } = deleteApi;
