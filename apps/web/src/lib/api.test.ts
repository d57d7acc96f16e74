import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../app/store.ts';
import { signedInCustomer } from '../test/render-app.tsx';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { api } from './api.ts';
import { tokenRefreshed } from './session-events.ts';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probe: build.query<unknown, string>({ query: (name) => `/v1/probe/${name}` }),
    /** As the staff console's verifyTwoFactor: better-auth answers with a new token. */
    switchOnTwoFactor: build.mutation<unknown, void>({
      query: () => ({
        url: '/auth/two-factor/verify-totp',
        method: 'POST',
        body: { code: '123456' },
      }),
    }),
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

  /**
   * Two-factor being switched on, its answer held (`answer` lets it go), while a signed-in call
   * (`meanwhile`) is refused with the old token.
   */
  async function whileSwitchingTwoFactor() {
    let answerSwitch: ((response: Response) => void) | undefined;
    const { seen } = stubFetch({
      'POST /api/auth/two-factor/verify-totp': () =>
        new Promise<Response>((resolve) => (answerSwitch = resolve)),
      'GET /api/v1/probe/meanwhile': refused,
    });
    const store = createAppStore({ preloadedState: { auth: signedInCustomer } });
    const switching = store.dispatch(probe.endpoints.switchOnTwoFactor.initiate());
    await vi.waitFor(() => expect(answerSwitch).toBeTypeOf('function'));
    return { store, seen, switching, answer: (response: Response) => answerSwitch!(response) };
  }

  it('keeps the new session when the 401 to the replaced token comes back before the new token', async () => {
    const { store, seen, switching, answer } = await whileSwitchingTwoFactor();
    // The server switches two-factor on by deleting the old session before it answers with the
    // new token; a call it handles in between (the profile a lazy screen asks for) is refused
    // with the old token, and that refusal can arrive first.
    const meanwhile = store.dispatch(probe.endpoints.probe.initiate('meanwhile'));
    await vi.waitFor(() =>
      expect(seen.map((r) => r.url.pathname)).toContain('/api/v1/probe/meanwhile'),
    );
    answer(json({ token: 'the-new-token' }, { headers: { 'set-auth-token': 'the-new-token' } }));
    await switching;
    await meanwhile;
    expect(store.getState().auth).toMatchObject({ status: 'signedIn', token: 'the-new-token' });
  });

  it('still ends the session on a 401 when the call that could have replaced the token did not', async () => {
    const { store, switching, answer } = await whileSwitchingTwoFactor();
    const meanwhile = store.dispatch(probe.endpoints.probe.initiate('meanwhile'));
    answer(json({ error: { code: 'INVALID_CODE', message: 'Invalid code' } }, { status: 400 }));
    await switching;
    await meanwhile;
    expect(store.getState().auth).toMatchObject({ status: 'signedOut', token: null });
  });
});
