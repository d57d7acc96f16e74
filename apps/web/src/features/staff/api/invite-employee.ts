import { employeeSchema, type Employee, type InviteEmployee } from '@vitrine/contracts/staff';
import { checkedResponse } from '../../../lib/checked-response.ts';
import { staffApi } from './staff-api.ts';

const inviteApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** POST /emp/inviteEmployee (admins): the person is mailed a link to choose a password. */
    inviteEmployee: build.mutation<Employee, InviteEmployee>({
      query: (body) => ({ url: '/v1/emp/inviteEmployee', method: 'POST', body }),
      ...checkedResponse(employeeSchema),
      invalidatesTags: ['Employee', 'AuditLog'],
    }),
  }),
});

export const { useInviteEmployeeMutation } = inviteApi;
