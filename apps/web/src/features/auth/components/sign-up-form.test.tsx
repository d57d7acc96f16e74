import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOKEN_STORAGE_KEY } from '../../../lib/token-storage.ts';
import { customerRoles, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { SignUpForm } from './sign-up-form.tsx';

async function fillAndSubmit(password = 'marigold-courtyard-17') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Kavya Iyer');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('SignUpForm', () => {
  it('states the 8 to 128 character rule and enforces it before sending', async () => {
    const { spy } = stubFetch({});
    renderScreen(<SignUpForm redirectTo="/" />, { path: '/auth/sign-up' });

    expect(screen.getByText(/8 to 128 characters/)).toBeInTheDocument();
    await fillAndSubmit('short');

    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument();
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows an existing account as an error beside Email (409 details)', async () => {
    stubFetch({
      'POST /api/v1/user/register': () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: 'An account with this email already exists.',
              details: [{ field: 'email', message: 'is already registered' }],
            },
          },
          { status: 409 },
        ),
    });
    renderScreen(<SignUpForm redirectTo="/" />, { path: '/auth/sign-up' });

    await fillAndSubmit();

    expect(await screen.findByText('Email is already registered')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the account, signs in with its token and goes on', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/user/register': () =>
        json(
          {
            user: { id: 'user-9', name: 'Kavya Iyer', email: 'kavya@example.com' },
            token: 'new-token',
          },
          { status: 201 },
        ),
      'GET /api/v1/userRoles': () => json({ ...customerRoles, _id: 'user-9' }),
    });
    const { router } = renderScreen(<SignUpForm redirectTo="/brands" />, { path: '/auth/sign-up' });

    await fillAndSubmit();

    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/brands');
    expect(seen[0]?.body).toEqual({
      name: 'Kavya Iyer',
      email: 'kavya@example.com',
      password: 'marigold-courtyard-17',
    });
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('new-token');
  });
});
