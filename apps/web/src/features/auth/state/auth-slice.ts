import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { AuthUser, RoleFlags, UserRoles } from '@vitrine/contracts/auth';
import { sessionExpired, tokenRefreshed } from '../../../lib/session-events.ts';

/** 'unknown' until the stored token has been checked; the app renders routes only after that. */
export type AuthStatus = 'unknown' | 'signedOut' | 'signedIn';

export type AuthProfile = Pick<AuthUser, 'name' | 'email'>;

export type AuthState = {
  status: AuthStatus;
  token: string | null;
  userId: string | null;
  /** Name and email when known (sign-in answers carry them; the role call does not). */
  profile: AuthProfile | null;
  /**
   * From GET /userRoles; null until fetched, and after a failed fetch (the failure is logged, not
   * shown).
   */
  role: RoleFlags | null;
};

export const initialAuthState: AuthState = {
  status: 'unknown',
  token: null,
  userId: null,
  profile: null,
  role: null,
};

const signedOutState: AuthState = { ...initialAuthState, status: 'signedOut' };

/**
 * The auth state a page starts with: with no stored token there is nothing to check, so a
 * visitor is signed out from the first render and the app's first screen renders at once
 * instead of after the session check (one render of the whole app fewer on a phone's first visit).
 */
export const authStateAtStart = (storedToken: string | null): AuthState =>
  storedToken ? initialAuthState : signedOutState;

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    /** A sign-in change: the role of the previous session no longer applies and is fetched again. */
    signedIn(state, action: PayloadAction<{ token: string; user?: AuthUser }>) {
      const { token, user } = action.payload;
      state.status = 'signedIn';
      state.token = token;
      state.userId = user?.id ?? null;
      state.profile = user ? { name: user.name, email: user.email } : null;
      state.role = null;
    },
    roleLoaded(state, action: PayloadAction<UserRoles>) {
      state.userId = action.payload._id;
      state.role = action.payload.role;
    },
    profileLoaded(state, action: PayloadAction<AuthProfile>) {
      state.profile = action.payload;
    },
    signedOut: () => signedOutState,
  },
  extraReducers(builder) {
    builder
      .addCase(sessionExpired, () => signedOutState)
      .addCase(tokenRefreshed, (state, action) => {
        if (state.status === 'signedIn') state.token = action.payload;
      });
  },
});

export const { signedIn, roleLoaded, profileLoaded, signedOut } = authSlice.actions;

type StateWithAuth = { auth: AuthState };
export const selectAuth = (state: StateWithAuth) => state.auth;
/** Customer-only pages need a signed-in user whose role has the customer flag. */
export const selectIsCustomer = (state: StateWithAuth) =>
  state.auth.status === 'signedIn' && state.auth.role?.customer === true;
