import { employeePageSchema } from '@vitrine/contracts/staff';
import type { z } from 'zod';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { toQueryString } from '../../../lib/query-string.ts';
import { staffApi } from './staff-api.ts';

type EmployeePage = z.infer<typeof employeePageSchema>;

const employeesApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /emp/getAllEmployees (admins): current employees, newest first, searched by name or email. */
    getEmployees: build.query<
      EmployeePage,
      { searchKey?: string; includeRemoved?: boolean; page: number; limit: number }
    >({
      query: ({ includeRemoved, ...args }) =>
        `/v1/emp/getAllEmployees?${toQueryString({ ...args, includeRemoved: includeRemoved ? 'true' : undefined })}`,
      ...checkedResponse(employeePageSchema),
      providesTags: ['Employee'],
    }),
  }),
});

export const { useGetEmployeesQuery } = employeesApi;
