import type { AuthProviders } from '@vitrine/contracts/auth';
import { api } from '../../../lib/api.ts';

const authProvidersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/v1/auth/providers: which social sign-in buttons this server can honour. */
    getAuthProviders: build.query<AuthProviders, void>({ query: () => '/v1/auth/providers' }),
  }),
});

export const { useGetAuthProvidersQuery } = authProvidersApi;
