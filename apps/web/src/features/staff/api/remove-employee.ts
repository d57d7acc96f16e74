import { staffApi } from './staff-api.ts';

const removeApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** DELETE /emp/deleteEmployee (admins): role and areas go; the record and audit entries stay. */
    removeEmployee: build.mutation<void, string>({
      query: (id) => ({
        url: `/v1/emp/deleteEmployee?id=${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      transformResponse: () => undefined,
      invalidatesTags: ['Employee', 'AuditLog'],
    }),
  }),
});

export const { useRemoveEmployeeMutation } = removeApi;
