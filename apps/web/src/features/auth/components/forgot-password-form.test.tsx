import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';

afterEach(() => vi.restoreAllMocks());

describe('ForgotPasswordForm', () => {
  it('always answers with the same message, naming the email', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/user/forgot-password': () =>
        json({ message: 'If the account exists, a link is on its way.' }, { status: 202 }),
    });
    renderScreen(<ForgotPasswordForm />, { path: '/auth/forgot-password' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'Kavya@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(
      await screen.findByText(
        /If an account exists for kavya@example.com, we've sent a reset link/,
      ),
    ).toBeInTheDocument();
    expect(seen[0]?.body).toEqual({ email: 'kavya@example.com' });
  });

  it('asks to wait when throttled', async () => {
    stubFetch({
      'POST /api/v1/user/forgot-password': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }, { status: 429 }),
    });
    renderScreen(<ForgotPasswordForm />, { path: '/auth/forgot-password' });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts');
  });
});
