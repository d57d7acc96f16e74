import { useState } from 'react';
import { useStore } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import type { AuthState } from '../features/auth/state/auth-slice.ts';
import { createAppRouter } from './router.tsx';

/** Creates the browser router once, after the session is known (guards run at creation). */
export function AppRouter() {
  const store = useStore<{ auth: AuthState }>();
  const [router] = useState(() => createAppRouter(store.getState));
  return <RouterProvider router={router} />;
}
