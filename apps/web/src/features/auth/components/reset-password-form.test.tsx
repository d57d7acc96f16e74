import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

afterEach(() => vi.restoreAllMocks());

async function setPassword(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm password'), confirmation);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

const CHECK = 'POST /api/v1/user/reset-password/check';
const usable = () => json({ valid: true });

describe('ResetPasswordForm', () => {
  it('refuses two different passwords', async () => {
    const { seen } = stubFetch({ [CHECK]: usable });
    renderScreen(<ResetPasswordForm token="reset-token" />, { path: '/auth/reset-password' });

    await setPassword('indigo-stepwell-93', 'indigo-stepwell-39');

    expect(await screen.findByText('Passwords do not match')).toBeInTheDocument();
    expect(seen.map((request) => request.url.pathname)).toEqual([
      '/api/v1/user/reset-password/check',
    ]);
  });

  it('says at once that a used or expired link can no longer be used, before anything is typed', async () => {
    const { seen } = stubFetch({ [CHECK]: () => json({ valid: false }) });
    renderScreen(<ResetPasswordForm token="used-token" />, { path: '/auth/reset-password' });

    expect(await screen.findByText('This reset link can no longer be used')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
    expect(seen[0]?.body).toEqual({ token: 'used-token' });
  });

  it('sends the new password with the token from the link, then goes to sign in', async () => {
    const { seen } = stubFetch({
      [CHECK]: usable,
      'POST /api/auth/reset-password': () => json({ status: true }),
    });
    const { router } = renderScreen(<ResetPasswordForm token="reset-token" />, {
      path: '/auth/reset-password',
    });

    await setPassword('indigo-stepwell-93', 'indigo-stepwell-93');

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(router.state.location.search).toBe('?reset=done');
    expect(seen[1]?.body).toEqual({ newPassword: 'indigo-stepwell-93', token: 'reset-token' });
  });

  it('offers a new link when the token expires while the page is open', async () => {
    stubFetch({
      [CHECK]: usable,
      'POST /api/auth/reset-password': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'token: Invalid token',
              details: [{ field: 'token', message: 'Invalid token' }],
            },
          },
          { status: 400 },
        ),
    });
    renderScreen(<ResetPasswordForm token="old-token" />, { path: '/auth/reset-password' });

    await setPassword('indigo-stepwell-93', 'indigo-stepwell-93');

    expect(await screen.findByRole('alert')).toHaveTextContent('no longer valid');
    expect(screen.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/auth/forgot-password',
    );
  });

  it('explains a link without a token instead of showing the form', () => {
    renderScreen(<ResetPasswordForm token={null} />, { path: '/auth/reset-password' });
    expect(screen.getByText('This reset link is incomplete')).toBeInTheDocument();
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
