import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConnectionGate } from './connection-gate.tsx';

const goOffline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  act(() => {
    window.dispatchEvent(new Event('offline'));
  });
};
const goOnline = () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  act(() => {
    window.dispatchEvent(new Event('online'));
  });
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ConnectionGate', () => {
  it('replaces the app with the connection-issue screen while offline, and brings it back online', async () => {
    render(
      <ConnectionGate>
        <label>
          Note for the shop
          <input defaultValue="" />
        </label>
      </ConnectionGate>,
    );
    const field = screen.getByRole('textbox', { name: 'Note for the shop' });
    await userEvent.type(field, 'half-written');

    goOffline();
    expect(screen.getByRole('heading', { name: 'Connection issue' })).toBeInTheDocument();
    expect(field).not.toBeVisible();

    goOnline();
    expect(screen.queryByRole('heading', { name: 'Connection issue' })).not.toBeInTheDocument();
    expect(field).toBeVisible();
    // The app was hidden, not thrown away: what was typed is still there.
    expect(field).toHaveValue('half-written');
  });

  it('starts on the connection-issue screen when the page opens offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(
      <ConnectionGate>
        <p>The app</p>
      </ConnectionGate>,
    );
    expect(screen.getByRole('heading', { name: 'Connection issue' })).toBeInTheDocument();
    expect(screen.queryByText('The app')).not.toBeVisible();
  });
});
