import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store.ts';
import { signedInCustomer } from '../test/render-app.tsx';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { api } from './api.ts';
import { tokenRefreshed } from './session-events.ts';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (name) => `/v1/probe/${name}` }),
  }),
});

afterEach(() => vi.restoreAllMocks());

describe('the api slice and the session', () => {
  const refused = () =>
    json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } }, { status: 401 });

  it('ends the session on a 401 to the token in use', async () => {
    stubFetch({ 'GET /api/v1/probe/now': refused });
    const store = createAppStore({ preloadedState: { auth: signedInCustomer } });
    await store.dispatch(probe.endpoints.probe.initiate('now'));
    expect(store.getState().auth.token).toBeNull();
  });

  it('keeps the new session when a call sent with the replaced token comes back 401', async () => {
    let answer: ((response: Response) => void) | undefined;
    stubFetch({
      'GET /api/v1/probe/slow': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    const store = createAppStore({ preloadedState: { auth: signedInCustomer } });
    const pending = store.dispatch(probe.endpoints.probe.initiate('slow'));
    await vi.waitFor(() => expect(answer).toBeTypeOf('function'));
    // Meanwhile two-factor was switched on: the server deleted the old session and handed out
    // a new token; the slow call is then refused with the old one.
    store.dispatch(tokenRefreshed('the-new-token'));
    answer!(refused());
    await pending;
    expect(store.getState().auth.token).toBe('the-new-token');
  });
});
