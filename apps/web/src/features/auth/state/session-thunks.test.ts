import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAppStore } from '../../../app/store.ts';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { customerRoles, json, stubFetch } from '../../../test/fetch-stub.ts';
import { fakeRealtime } from '../../../test/render-app.tsx';
import { getUserRoles } from '../api/get-user-roles.ts';
import { authStateAtStart } from './auth-slice.ts';
import { restoreSession, signOut, startSession } from './session-thunks.ts';

const user = { id: 'user-1', name: 'Kavya Iyer', email: 'kavya@example.com' };
const serverError = () =>
  json(
    { error: { code: 'INTERNAL', message: 'Something went wrong on our side.' } },
    { status: 500 },
  );

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('getUserRoles', () => {
  it("throws 'Failed to login' when the role call fails", async () => {
    stubFetch({ 'GET /api/v1/userRoles': serverError });
    await expect(getUserRoles('token-1')).rejects.toThrow('Failed to login');
  });
});

describe('startSession', () => {
  it('signs in and fetches the role with the new token', async () => {
    const { seen } = stubFetch({ 'GET /api/v1/userRoles': () => json(customerRoles) });
    const realtime = fakeRealtime();
    const store = createAppStore({ realtime });

    await store.dispatch(startSession({ token: 'token-1', user }));

    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      token: 'token-1',
      userId: 'user-1',
      role: customerRoles.role,
      profile: { name: 'Kavya Iyer', email: 'kavya@example.com' },
    });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('token-1');
    expect(realtime.connect).toHaveBeenCalledWith('token-1');
  });

  it('swallows a failed role fetch silently: signed in, but no role', async () => {
    stubFetch({ 'GET /api/v1/userRoles': serverError });
    const logged = vi.spyOn(console, 'error');
    const store = createAppStore({ realtime: fakeRealtime() });

    await expect(
      store.dispatch(startSession({ token: 'token-1', user })).unwrap(),
    ).resolves.toBeUndefined();

    expect(store.getState().auth.status).toBe('signedIn');
    expect(store.getState().auth.role).toBeNull();
    expect(logged).not.toHaveBeenCalled();
  });

  it('swallows a role fetch that never reaches the server the same way', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const store = createAppStore({ realtime: fakeRealtime() });

    await store.dispatch(startSession({ token: 'token-1', user }));

    expect(store.getState().auth.role).toBeNull();
  });

  it('fetches the role again on every sign-in change, dropping the previous one', async () => {
    const vendorRoles = {
      _id: 'user-2',
      role: { customer: false, vendor: true, employee: false, admin: false },
    };
    stubFetch({
      'GET /api/v1/userRoles': ({ headers }) =>
        json(headers.get('authorization') === 'Bearer token-2' ? vendorRoles : customerRoles),
    });
    const store = createAppStore({ realtime: fakeRealtime() });

    await store.dispatch(startSession({ token: 'token-1', user }));
    await store.dispatch(startSession({ token: 'token-2' }));

    expect(store.getState().auth.userId).toBe('user-2');
    expect(store.getState().auth.role).toEqual(vendorRoles.role);
  });
});

describe('restoreSession', () => {
  it("a visitor's store starts signed out, and the check then changes nothing (no second render)", async () => {
    const { seen } = stubFetch({});
    const store = createAppStore({ preloadedState: { auth: authStateAtStart(null) } });
    expect(store.getState().auth.status).toBe('signedOut');
    const before = store.getState().auth;
    const listener = vi.fn();
    store.subscribe(listener);

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toBe(before);
    // Only the thunk's own pending and fulfilled actions reached the store.
    expect(listener).toHaveBeenCalledTimes(2);
    expect(seen).toEqual([]);
  });

  it('a stored token is checked before anything renders: the store starts unknown', () => {
    expect(authStateAtStart('token-1').status).toBe('unknown');
  });

  it('is signed out when no token is stored, without asking the server', async () => {
    const { spy } = stubFetch({});
    const store = createAppStore({ realtime: fakeRealtime() });

    await store.dispatch(restoreSession());

    expect(store.getState().auth.status).toBe('signedOut');
    expect(spy).not.toHaveBeenCalled();
  });

  it('validates a stored token with /userRoles and keeps the session it proves', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    stubFetch({
      'GET /api/v1/userRoles': () => json(customerRoles),
      'GET /api/auth/get-session': () =>
        json({ user: { name: 'Kavya Iyer', email: 'kavya@example.com' } }),
    });
    const store = createAppStore({ realtime: fakeRealtime() });

    await store.dispatch(restoreSession());

    expect(store.getState().auth).toMatchObject({
      status: 'signedIn',
      token: 'stored-token',
      role: customerRoles.role,
    });
    await vi.waitFor(() => expect(store.getState().auth.profile?.name).toBe('Kavya Iyer'));
  });

  it('drops a stored token the server refuses', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'dead-token');
    stubFetch({
      'GET /api/v1/userRoles': () =>
        json({ error: { code: 'UNAUTHENTICATED', message: 'Sign in first.' } }, { status: 401 }),
    });
    const store = createAppStore({ realtime: fakeRealtime() });

    await store.dispatch(restoreSession());

    expect(store.getState().auth.status).toBe('signedOut');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});

describe('signOut', () => {
  it('signs out locally, tells the server with the token, and disconnects the socket', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/userRoles': () => json(customerRoles),
      'POST /api/auth/sign-out': () => json({ success: true }),
    });
    const realtime = fakeRealtime();
    const store = createAppStore({ realtime });
    await store.dispatch(startSession({ token: 'token-1', user }));

    await store.dispatch(signOut());

    expect(store.getState().auth.status).toBe('signedOut');
    expect(store.getState().auth.token).toBeNull();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(realtime.disconnect).toHaveBeenCalledTimes(1);
    const signOutCall = seen.find((request) => request.url.pathname === '/api/auth/sign-out');
    expect(signOutCall?.headers.get('authorization')).toBe('Bearer token-1');
  });

  it('still signs out here when the server cannot be reached', async () => {
    stubFetch({ 'GET /api/v1/userRoles': () => json(customerRoles) });
    const store = createAppStore({ realtime: fakeRealtime() });
    await store.dispatch(startSession({ token: 'token-1', user }));
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));

    await store.dispatch(signOut());

    expect(store.getState().auth.status).toBe('signedOut');
  });
});
