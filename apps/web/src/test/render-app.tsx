import type React from 'react';
import { render } from '@testing-library/react';
// Not 'react-router/dom': in tests it resolves to the other (ESM) build of react-router, whose
// contexts the components (resolved to the CJS build) would not see.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes, discoverRoutes } from '../app/router.tsx';
import { createAppStore, type RootState } from '../app/store.ts';
import type { AuthState } from '../features/auth/state/auth-slice.ts';

export const signedInCustomer: AuthState = {
  status: 'signedIn',
  token: 'token-1',
  userId: 'user-1',
  profile: { name: 'Kavya Iyer', email: 'kavya@example.com' },
  role: { customer: true, vendor: false, employee: false, admin: false },
};

/** A signed-in shop owner (vendor role, no customer role). */
export const signedInVendor: AuthState = {
  status: 'signedIn',
  token: 'token-vendor',
  userId: 'user-vendor',
  profile: { name: 'Ritu Kala', email: 'ritu@example.com' },
  role: { customer: false, vendor: true, employee: false, admin: false },
};

export const signedOutVisitor: AuthState = {
  status: 'signedOut',
  token: null,
  userId: null,
  profile: null,
  role: null,
};

/** A realtime connection that records calls instead of opening a socket. */
export const fakeRealtime = () => ({ connect: vi.fn(), disconnect: vi.fn() });

/**
 * Renders the real route tree in a memory router at `path`, with the app's providers and a
 * fresh store (auth preloaded), the way the app runs once the session is known.
 */
export function renderApp(path: string, { auth = signedOutVisitor }: { auth?: AuthState } = {}) {
  const realtime = fakeRealtime();
  const store = createAppStore({ preloadedState: { auth } as Partial<RootState>, realtime });
  const router = createMemoryRouter(createRoutes(), {
    initialEntries: [path],
    patchRoutesOnNavigation: discoverRoutes(store.getState),
  });
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, realtime };
}

/**
 * Renders one screen at `path` in a memory router, with the app's providers and a fresh
 * store; other paths render a marker so tests can see where a screen navigated to.
 */
export function renderScreen(
  element: React.ReactElement,
  { path = '/', auth = signedOutVisitor }: { path?: string; auth?: AuthState } = {},
) {
  const realtime = fakeRealtime();
  const store = createAppStore({ preloadedState: { auth } as Partial<RootState>, realtime });
  const pathname = path.split('?')[0] ?? '/';
  const router = createMemoryRouter(
    [
      { path: pathname, element },
      { path: '*', element: <p>Navigated away</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, store, router, realtime };
}
