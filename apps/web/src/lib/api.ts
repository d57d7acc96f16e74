import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
import { ApiError, apiErrorFromBody, networkError } from './api-error.ts';
import { registerApi } from './api-installer.ts';
import { sessionExpired, tokenRefreshed } from './session-events.ts';

type StateWithToken = { auth?: { token?: string | null } };

const rawBaseQuery = fetchBaseQuery({
  // Absolute, because fetchBaseQuery builds a Request, which needs one outside a browser page.
  baseUrl: `${globalThis.location?.origin ?? ''}/api`,
  credentials: 'omit',
  prepareHeaders(headers, { getState }) {
    const token = (getState() as StateWithToken).auth?.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

/** Adds the bearer token, keeps a refreshed token, and ends the session on a 401 to a signed-in call. */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, store, extraOptions) => {
  const sentToken = (store.getState() as StateWithToken).auth?.token;
  const result = await rawBaseQuery(args, store, extraOptions);
  const refreshed = result.meta?.response?.headers.get('set-auth-token');
  if (refreshed && refreshed !== sentToken) store.dispatch(tokenRefreshed(refreshed));
  // A 401 ends the session only if it answered the token still in use: a call sent before the
  // token changed (two-factor switched on, a refresh) is refused with the old one, which the
  // server has just deleted, and must not sign out the session that replaced it.
  const currentToken = (store.getState() as StateWithToken).auth?.token;
  if (result.error?.status === 401 && sentToken && currentToken === sentToken) {
    store.dispatch(sessionExpired());
  }
  return result;
};

/**
 * The one RTK Query slice; server data lives only here. Features add their endpoints with
 * `api.injectEndpoints` in their own `api/` files, so a feature's calls load with its screens.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Session'],
  endpoints: () => ({}),
});

/** An RTK Query error as our ApiError, so screens branch on one kind of error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, data } = error as FetchBaseQueryError;
    if (typeof status === 'number') return apiErrorFromBody(status, data);
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return networkError();
  }
  return new ApiError('INTERNAL', 'Something went wrong. Please try again.', 0);
}

registerApi(api);
