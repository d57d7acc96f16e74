import { useEffect, type ReactNode } from 'react';
import { useSelector, useStore } from 'react-redux';
import { FullScreenLogo } from '../components/full-screen-logo.tsx';
import { useAuthDispatch } from '../features/auth/hooks/use-auth.ts';
import { selectAuth, type AuthState } from '../features/auth/state/auth-slice.ts';
import { refreshRole, restoreSession } from '../features/auth/state/session-thunks.ts';
import { TOKEN_STORAGE_KEY } from '../lib/token-storage.ts';

/**
 * The auth state decides whether the app renders. Until the stored token has been
 * checked the full-screen logo shows; then the routes render for a known session.
 */
export function SessionGate({ children }: { children: ReactNode }) {
  const status = useSelector(selectAuth).status;
  const dispatch = useAuthDispatch();
  const store = useStore<{ auth: AuthState }>();

  useEffect(() => {
    void dispatch(restoreSession());
  }, [dispatch]);

  useEffect(() => {
    // Another tab signed in or out: follow it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_STORAGE_KEY) void dispatch(restoreSession());
    };
    // Back online after the role fetch failed for want of a network: try again.
    const onOnline = () => {
      const { status: current, role } = store.getState().auth;
      if (current === 'signedIn' && role === null) void dispatch(refreshRole());
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener('online', onOnline);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener('online', onOnline);
    };
  }, [dispatch, store]);

  if (status === 'unknown') return <FullScreenLogo label="Checking your session" />;
  return children;
}
