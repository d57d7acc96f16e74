import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeLimited } from '../lib/realtime-status.ts';
import { RealtimeLimitNotice } from './realtime-limit-notice.tsx';

afterEach(() => act(() => setRealtimeLimited(null)));

describe('RealtimeLimitNotice', () => {
  it('says live updates are paused while too many tabs are open, and retries from the keyboard', async () => {
    render(
      <MantineProvider>
        <RealtimeLimitNotice />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const retryNow = vi.fn();
    act(() => setRealtimeLimited({ retryNow }));
    expect(screen.getByRole('status')).toHaveTextContent('Live updates are paused in this tab');
    expect(screen.getByRole('status')).toHaveTextContent(/too many tabs or windows/);

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(retryNow).toHaveBeenCalledTimes(1);

    act(() => setRealtimeLimited(null));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
