import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { customerRoles, json, stubFetch } from '../test/fetch-stub.ts';
import { renderScreen } from '../test/render-app.tsx';
import { SignUpRoute } from './routes/auth/sign-up.tsx';

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

const registered = () =>
  json(
    { user: { id: 'user-9', name: 'Kavya Iyer', email: 'kavya@example.com' }, token: 'new-token' },
    { status: 201 },
  );

async function signUp() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Name'), 'Kavya Iyer');
  await user.type(screen.getByLabelText('Email'), 'kavya@example.com');
  await user.type(screen.getByLabelText('Password'), 'marigold-courtyard-17');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('signing up through an invite link', () => {
  it('records the invite code for the new account, with its token, before moving on', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/auth/providers': () => json({ google: false, facebook: false }),
      'POST /api/v1/user/register': registered,
      'GET /api/v1/userRoles': () => json({ ...customerRoles, _id: 'user-9' }),
      'POST /api/v1/user/referrals/claim': () => new Response(null, { status: 204 }),
    });
    renderScreen(<SignUpRoute />, { path: '/auth/sign-up?ref=ASHA2K7Q' });
    await signUp();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    const claim = seen.find((r) => r.url.pathname === '/api/v1/user/referrals/claim');
    expect(claim?.body).toEqual({ code: 'ASHA2K7Q' });
    expect(claim?.headers.get('authorization')).toBe('Bearer new-token');
  });

  it('still signs up when the code is refused', async () => {
    stubFetch({
      'GET /api/v1/auth/providers': () => json({ google: false, facebook: false }),
      'POST /api/v1/user/register': registered,
      'GET /api/v1/userRoles': () => json({ ...customerRoles, _id: 'user-9' }),
      'POST /api/v1/user/referrals/claim': () =>
        json(
          { error: { code: 'VALIDATION_FAILED', message: 'code: is not a valid invite code' } },
          { status: 400 },
        ),
    });
    renderScreen(<SignUpRoute />, { path: '/auth/sign-up?ref=NOSUCH' });
    await signUp();
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
  });
});
