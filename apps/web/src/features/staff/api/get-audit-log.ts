import { auditPageSchema } from '@vitrine/contracts/staff';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffApi } from './staff-api.ts';

type AuditPage = z.infer<typeof auditPageSchema>;

export type AuditLogQuery = {
  actorId?: string;
  action?: string;
  subjectType?: string;
  page: number;
  limit: number;
};

const auditApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /admin/audit-log (admins): staff actions, newest first; read only. */
    getAuditLog: build.query<AuditPage, AuditLogQuery>({
      query: (args) => `/v1/admin/audit-log?${toQueryString(args)}`,
      ...checkedResponse(auditPageSchema),
      providesTags: ['AuditLog'],
    }),
  }),
});

export const { useGetAuditLogQuery } = auditApi;
