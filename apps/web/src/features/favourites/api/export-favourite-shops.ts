import type { FavouriteShopsQuery } from '@vitrine/contracts/catalogue';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { fileNameFromDisposition, saveFile } from '../../../lib/save-file.ts';
import { favouritesApi } from './favourites-api.ts';
import { toQueryString } from '../../../lib/query-string.ts';

export type ExportFavouriteShopsArgs = Pick<FavouriteShopsQuery, 'searchKey'> & {
  format: DownloadFormat;
};

const exportFavouriteShopsApi = favouritesApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /user/favourite-shops?download=csv|xlsx: the whole filtered list as a file. Fetched with
     * the bearer token (a plain link could not send it), then handed to the browser to save; the
     * file itself never enters the store.
     */
    exportFavouriteShops: build.mutation<{ fileName: string }, ExportFavouriteShopsArgs>({
      async queryFn({ format, searchKey }, _api, _extra, baseQuery) {
        let fileName = `favourite-shops.${format}`;
        const result = await baseQuery({
          url: `/v1/user/favourite-shops?${toQueryString({ download: format, searchKey })}`,
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

export const { useExportFavouriteShopsMutation } = exportFavouriteShopsApi;
