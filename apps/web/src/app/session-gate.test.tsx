import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../lib/token-storage.ts';
import { customerRoles, json, stubFetch } from '../test/fetch-stub.ts';
import { fakeRealtime } from '../test/render-app.tsx';
import { AppProviders } from './providers.tsx';
import { SessionGate } from './session-gate.tsx';
import { createAppStore } from './store.ts';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const renderGate = () => {
  const store = createAppStore({ realtime: fakeRealtime() });
  render(
    <AppProviders store={store}>
      <SessionGate>
        <p>The routes</p>
      </SessionGate>
    </AppProviders>,
  );
  return store;
};

describe('SessionGate', () => {
  it('shows the full-screen logo until the stored token is validated, then the app', async () => {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, 'stored-token');
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'GET /api/v1/userRoles': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/auth/get-session': () => json(null),
    });
    const store = renderGate();

    expect(screen.getByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(screen.queryByText('The routes')).not.toBeInTheDocument();

    answer(json(customerRoles));
    expect(await screen.findByText('The routes')).toBeInTheDocument();
    expect(store.getState().auth.role?.customer).toBe(true);
  });

  it('renders the app signed out when there is no stored token', async () => {
    const store = renderGate();
    expect(await screen.findByText('The routes')).toBeInTheDocument();
    expect(store.getState().auth.status).toBe('signedOut');
  });
});
