import { MantineProvider } from '@mantine/core';
import { act, render as renderView, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-error.ts';
import { ActionFeedbackProvider, useActionFeedback } from './action-feedback.tsx';

/** A button whose action succeeds or fails as told, and shows what `run` resolved with. */
function Action({ fails }: { fails: boolean }) {
  const feedback = useActionFeedback();
  const [result, setResult] = useState('none yet');
  return (
    <>
      <button
        type="button"
        onClick={() =>
          void feedback
            .run(
              () =>
                fails
                  ? Promise.reject(new ApiError('CONFLICT', 'The payout is already paid.', 409))
                  : Promise.resolve({ amount: '₹500' }),
              { done: (payout) => `Payout of ${payout.amount} requested.`, failed: 'No payout' },
            )
            .then((value) => setResult(value ? 'done' : 'failed'))
        }
      >
        Request
      </button>
      <output>{result}</output>
    </>
  );
}

const render = (ui: ReactElement) =>
  renderView(
    <MantineProvider>
      <ActionFeedbackProvider>{ui}</ActionFeedbackProvider>
    </MantineProvider>,
  );

/** The live regions: polite for confirmations, assertive for failures. */
const regions = () => {
  const root = document.querySelector('[data-action-feedback]') as HTMLElement;
  return {
    root,
    polite: root.querySelector('[aria-live="polite"]') as HTMLElement,
    assertive: root.querySelector('[aria-live="assertive"]') as HTMLElement,
  };
};

afterEach(() => vi.useRealTimers());

describe('the action feedback', () => {
  it('confirms a finished action politely (role=status), with words from its result', async () => {
    render(<Action fails={false} />);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await userEvent
      .setup({ advanceTimers: vi.advanceTimersByTime })
      .click(screen.getByRole('button', { name: 'Request' }));
    const status = await within(regions().polite).findByRole('status');
    expect(within(status).getByText('Payout of ₹500 requested.')).toBeVisible();
    expect(within(regions().root).queryByRole('alert')).toBeNull();
    expect(regions().assertive).toHaveTextContent('');
    expect(screen.getByText('done')).toBeInTheDocument();

    // A confirmation fades after 8 seconds.
    act(() => vi.advanceTimersByTime(8000));
    expect(within(regions().root).queryByRole('status')).toBeNull();
    expect(regions().polite).toHaveTextContent('');
  });

  it('says what failed and why as an alert, which stays until it is closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(<Action fails />);
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(screen.getByRole('button', { name: 'Request' }));
    const alert = await within(regions().assertive).findByRole('alert');
    expect(within(alert).getByText('No payout: The payout is already paid.')).toBeVisible();
    expect(regions().polite).toHaveTextContent('');
    expect(screen.getByText('failed')).toBeInTheDocument();

    // Past the 8 seconds a confirmation stays, the failure is still there to read.
    act(() => vi.advanceTimersByTime(20_000));
    expect(regions().assertive).toHaveTextContent('No payout: The payout is already paid.');
    await user.click(await within(regions().assertive).findByRole('button', { name: 'Dismiss' }));
    expect(within(regions().root).queryByRole('alert')).toBeNull();
  });
});
