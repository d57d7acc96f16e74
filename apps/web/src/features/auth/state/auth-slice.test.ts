import { describe, expect, it } from 'vitest';
import { sessionExpired, tokenRefreshed } from '../../../lib/session-events.ts';
import {
  authSlice,
  initialAuthState,
  roleLoaded,
  selectIsCustomer,
  signedIn,
  signedOut,
} from './auth-slice.ts';

const reduce = authSlice.reducer;
const user = { id: 'user-1', name: 'Kavya Iyer', email: 'kavya@example.com' };
const customer = { customer: true, vendor: false, employee: false, admin: false };

describe('auth', () => {
  it('starts unknown: no token, no user, no role', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      status: 'unknown',
      token: null,
      userId: null,
      profile: null,
      role: null,
    });
  });

  it('signs in without a role until the role call answers', () => {
    const state = reduce(initialAuthState, signedIn({ token: 'token-1', user }));
    expect(state).toMatchObject({
      status: 'signedIn',
      token: 'token-1',
      userId: 'user-1',
      role: null,
    });
    expect(selectIsCustomer({ auth: state })).toBe(false);

    const withRole = reduce(state, roleLoaded({ _id: 'user-1', role: customer }));
    expect(selectIsCustomer({ auth: withRole })).toBe(true);
  });

  it('drops the previous role when another sign-in happens', () => {
    let state = reduce(initialAuthState, signedIn({ token: 'token-1', user }));
    state = reduce(state, roleLoaded({ _id: 'user-1', role: customer }));
    state = reduce(state, signedIn({ token: 'token-2' }));
    expect(state.role).toBeNull();
    expect(state.profile).toBeNull();
  });

  it('keeps a refreshed token while signed in, and forgets everything on sign-out or expiry', () => {
    let state = reduce(initialAuthState, signedIn({ token: 'token-1', user }));
    state = reduce(state, tokenRefreshed('token-1b'));
    expect(state.token).toBe('token-1b');

    expect(reduce(state, signedOut())).toEqual({ ...initialAuthState, status: 'signedOut' });
    expect(reduce(state, sessionExpired())).toEqual({ ...initialAuthState, status: 'signedOut' });
  });

  it('ignores a refreshed token that arrives after sign-out', () => {
    const state = reduce({ ...initialAuthState, status: 'signedOut' }, tokenRefreshed('late'));
    expect(state.token).toBeNull();
  });
});
