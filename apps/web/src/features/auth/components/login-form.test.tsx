import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerRoles, json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { LoginForm } from './login-form.tsx';

const renderLogin = () =>
  renderScreen(<LoginForm redirectTo="/user/orders" />, { path: '/auth/login' });

async function signIn(email = 'kavya@example.com', password = 'marigold-courtyard-17') {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('LoginForm', () => {
  it('asks for the authenticator code when the account has two-factor on, then signs in', async () => {
    const { seen } = stubFetch({
      'POST /api/auth/sign-in/email': () => json({ twoFactorRedirect: true }),
      'POST /api/auth/two-factor/verify-totp': () =>
        json(
          { token: 'token-2fa', user: { id: 'user-1', name: 'Kavya', email: 'kavya@example.com' } },
          { headers: { 'set-auth-token': 'token-2fa' } },
        ),
      'GET /api/v1/userRoles': () => json(customerRoles),
    });
    const { store, router } = renderLogin();
    await signIn();
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Code from your authenticator app');
    await user.type(code, '12');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));
    expect(
      await screen.findByText(/Code from your authenticator app must be the six digits/),
    ).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify and sign in' }));

    await screen.findByText('Navigated away');
    expect(router.state.location.pathname).toBe('/user/orders');
    expect(store.getState().auth.token).toBe('token-2fa');
    const verify = seen.find((r) => r.url.pathname.endsWith('/verify-totp'));
    expect(verify?.body).toEqual({ code: '123456' });
  });

  it('names what is missing beside each field before asking the server', async () => {
    const { spy } = stubFetch({});
    renderLogin();

    await signIn('', '');

    expect(await screen.findByText('Email must be a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(spy).not.toHaveBeenCalled();
  });

  it('shows the field errors of a 400 answer beside their fields', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        json(
          {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'password: must be at most 128 characters',
              details: [{ field: 'password', message: 'must be at most 128 characters' }],
            },
          },
          { status: 400 },
        ),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByText('Password must be at most 128 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the credentials are wrong on a 401, in an alert', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        json(
          { error: { code: 'UNAUTHENTICATED', message: 'The email or password is not correct.' } },
          { status: 401 },
        ),
    });
    const { router } = renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password is not correct.',
    );
    expect(router.state.location.pathname).toBe('/auth/login');
  });

  it('asks to wait after too many attempts (429)', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        json({ error: { code: 'RATE_LIMITED', message: 'Too many attempts.' } }, { status: 429 }),
    });
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please wait a minute and try again.',
    );
  });

  it('says the connection failed when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderLogin();

    await signIn();

    expect(await screen.findByRole('alert')).toHaveTextContent('Check your internet connection');
  });

  it('shows the button loading while signing in, then goes to the asked page', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch({
      'POST /api/auth/sign-in/email': () => new Promise<Response>((resolve) => (answer = resolve)),
      'GET /api/v1/userRoles': () => json(customerRoles),
    });
    const { router, store } = renderLogin();

    await signIn();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('data-loading', 'true');

    answer(
      json({
        token: 'token-1',
        user: { id: 'user-1', name: 'Kavya Iyer', email: 'kavya@example.com' },
      }),
    );
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/orders');
    expect(store.getState().auth.token).toBe('token-1');
  });
});
