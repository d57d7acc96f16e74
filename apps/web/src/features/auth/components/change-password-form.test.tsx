import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';

afterEach(() => vi.restoreAllMocks());

async function change(current: string, next: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Current password'), current);
  await user.type(screen.getByLabelText('New password'), next);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
}

describe('ChangePasswordForm', () => {
  it('re-authenticates with the current password and confirms the change', async () => {
    const { seen } = stubFetch({
      'POST /api/auth/change-password': () => json({ token: 'token-2', user: { id: 'user-1' } }),
    });
    const { store } = renderScreen(<ChangePasswordForm />, {
      path: '/user/settings',
      auth: signedInCustomer,
    });

    await change('marigold-courtyard-17', 'indigo-stepwell-93');

    expect(await screen.findByRole('status')).toHaveTextContent('Password changed');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer token-1');
    expect(seen[0]?.body).toEqual({
      currentPassword: 'marigold-courtyard-17',
      newPassword: 'indigo-stepwell-93',
      revokeOtherSessions: true,
    });
    // Signing out the other devices replaced this session's token too.
    await vi.waitFor(() => expect(store.getState().auth.token).toBe('token-2'));
  });

  it('shows a wrong current password beside that field', async () => {
    stubFetch({
      'POST /api/auth/change-password': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'currentPassword: Invalid password',
              details: [{ field: 'currentPassword', message: 'Invalid password' }],
            },
          },
          { status: 400 },
        ),
    });
    renderScreen(<ChangePasswordForm />, { path: '/user/settings', auth: signedInCustomer });

    await change('not-my-password', 'indigo-stepwell-93');

    expect(await screen.findByText('Invalid password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
  });
});
