import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { profileApi } from './profile-api.ts';

const exportAccountApi = profileApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /user/export: everything the account holds, saved as a JSON file. */
    exportAccount: build.mutation<{ fileName: string }, void>({
      async queryFn(_args, _api, _extra, baseQuery) {
        let fileName = 'vitrine-account.json';
        const result = await baseQuery({
          url: '/v1/user/export',
          responseHandler: async (response) => {
            if (!response.ok) return response.json().catch(() => undefined);
            fileName =
              fileNameFromDisposition(response.headers.get('content-disposition')) ?? fileName;
            saveFile(await response.blob(), fileName);
            return null;
          },
        });
        if (result.error) return { error: result.error };
        return { data: { fileName } };
      },
    }),
  }),
});

export const { useExportAccountMutation } = exportAccountApi;
