import { createListenerMiddleware, isAnyOf } from '@reduxjs/toolkit';
import { signedIn, signedOut } from '../features/auth/state/auth-slice.ts';
import { sessionExpired, tokenRefreshed } from '../lib/session-events.ts';
import { clearStoredToken, storeToken } from '../lib/token-storage.ts';

/** How the app reaches the realtime connection; tests pass their own. */
export type RealtimeConnection = {
  connect: (token: string) => Promise<void> | void;
  disconnect: () => Promise<void> | void;
};

// Loaded on first sign-in, so visitors who never sign in do not download socket.io.
const socketModule = () => import('../lib/socket.ts');
export const browserRealtime: RealtimeConnection = {
  connect: async (token) => {
    (await socketModule()).connectSocket(token);
  },
  disconnect: async () => {
    (await socketModule()).disconnectSocket();
  },
};

/**
 * The side effects of sign-in changes, in one place: the token is kept in localStorage, and
 * the realtime socket connects after sign-in and disconnects after sign-out.
 */
export function createSessionListeners(realtime: RealtimeConnection = browserRealtime) {
  const listeners = createListenerMiddleware();
  let connected = false;
  const log = (what: string) => (error: unknown) => console.error(what, error);

  listeners.startListening({
    actionCreator: signedIn,
    effect: async ({ payload }) => {
      storeToken(payload.token);
      connected = true;
      await Promise.resolve(realtime.connect(payload.token)).catch(
        log('Realtime connection failed:'),
      );
    },
  });
  listeners.startListening({
    actionCreator: tokenRefreshed,
    effect: async ({ payload }, api) => {
      const { auth } = api.getState() as { auth: { status: string } };
      if (auth.status !== 'signedIn') return;
      storeToken(payload);
      // Reconnects would otherwise hand the server the old token.
      if (connected) {
        await Promise.resolve(realtime.connect(payload)).catch(log('Realtime connection failed:'));
      }
    },
  });
  listeners.startListening({
    matcher: isAnyOf(signedOut, sessionExpired),
    effect: async () => {
      clearStoredToken();
      if (!connected) return;
      connected = false;
      await Promise.resolve(realtime.disconnect()).catch(log('Realtime disconnect failed:'));
    },
  });
  return listeners;
}
