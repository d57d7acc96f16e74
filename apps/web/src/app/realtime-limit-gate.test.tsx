import { MantineProvider } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setRealtimeLimited } from '../lib/realtime-status.ts';
import { RealtimeLimitGate } from './realtime-limit-gate.tsx';

afterEach(() => act(() => setRealtimeLimited(null)));

describe('RealtimeLimitGate', () => {
  it('says live updates are paused while too many tabs are open, and retries from the keyboard', async () => {
    render(
      <MantineProvider>
        <RealtimeLimitGate />
      </MantineProvider>,
    );
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    const retryNow = vi.fn();
    act(() => setRealtimeLimited({ retryNow }));
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('Live updates are paused in this tab');
    expect(notice).toHaveTextContent(/too many tabs or windows/);

    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Try again now' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(retryNow).toHaveBeenCalledTimes(1);

    act(() => setRealtimeLimited(null));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
