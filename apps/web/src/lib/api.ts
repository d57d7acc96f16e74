import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query/react';
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

const tokenOf = (store: { getState: () => unknown }) =>
  (store.getState() as StateWithToken).auth?.token;

/** better-auth's own calls (/api/auth/…): the ones whose answer may carry a new token. */
const mayReplaceToken = (args: string | FetchArgs) =>
  (typeof args === 'string' ? args : args.url).startsWith('/auth/');

/** Those calls in flight, each until its new token (if any) is kept. */
const tokenChanges = new Set<Promise<unknown>>();

/** Adds the bearer token, keeps a refreshed token, and ends the session on a 401 to a signed-in call. */
const baseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  FetchBaseQueryMeta
> = async (args, store, extraOptions) => {
  const sentToken = tokenOf(store);
  const sending = (async () => {
    const answer = await rawBaseQuery(args, store, extraOptions);
    const refreshed = answer.meta?.response?.headers.get('set-auth-token');
    if (refreshed && refreshed !== sentToken) store.dispatch(tokenRefreshed(refreshed));
    return answer;
  })();
  if (mayReplaceToken(args)) {
    tokenChanges.add(sending);
    const done = () => void tokenChanges.delete(sending);
    sending.then(done, done);
  }
  const result = await sending;
  if (result.error?.status === 401 && sentToken) {
    // A 401 ends the session only if it answered the token still in use: a call refused with
    // a token the server has just replaced (two-factor switched on deletes the old session
    // before its answer brings the new token) must not sign out the session that replaced it,
    // whichever answer comes first; so the calls that may bring a new token are waited for.
    await Promise.allSettled([...tokenChanges].filter((change) => change !== sending));
    if (tokenOf(store) === sentToken) store.dispatch(sessionExpired());
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

// Lives with ApiError, so code that only reads errors does not load (and register) the api.
export { toApiError } from './api-error.ts';

registerApi(api);
