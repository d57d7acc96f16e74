import { saveAttachmentAs, type SavedFile } from '../../../lib/save-file.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { earningsApi, type ReportPeriod } from './earnings-api.ts';

const downloadReportApi = earningsApi.injectEndpoints({
  endpoints: (build) => ({
    /** The commission report as CSV (`format=csv`), saved under the server's file name. */
    downloadCommissionReport: build.mutation<SavedFile, ReportPeriod>({
      query: (period) => ({
        url: `/v1/admin/earnings/commission-report?${toQueryString({ ...period, format: 'csv' })}`,
        cache: 'no-store',
        responseHandler: saveAttachmentAs(`commission-report-${period.from}-to-${period.to}.csv`),
      }),
    }),
  }),
});

export const { useDownloadCommissionReportMutation } = downloadReportApi;
