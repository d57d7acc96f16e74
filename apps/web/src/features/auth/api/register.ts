import {
  registerResultSchema,
  type RegisterInput,
  type RegisterResult,
} from '@vitrine/contracts/auth';
import { api } from '../../../lib/api.ts';
import { schemaFailure } from '../../../lib/checked-response.ts';

const registerApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/v1/user/register: creates the customer account and signs it in (201 with a token). */
    register: build.mutation<RegisterResult, RegisterInput>({
      query: (body) => ({ url: '/v1/user/register', method: 'POST', body }),
      rawResponseSchema: registerResultSchema,
      catchSchemaFailure: schemaFailure,
      transformResponse: (result: RegisterResult, meta) => ({
        ...result,
        token: meta?.response?.headers.get('set-auth-token') ?? result.token,
      }),
    }),
  }),
});

export const { useRegisterMutation } = registerApi;
