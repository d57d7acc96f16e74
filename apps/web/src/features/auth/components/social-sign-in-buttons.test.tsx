import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import { SocialSignInButtons } from './social-sign-in-buttons.tsx';

afterEach(() => vi.restoreAllMocks());

describe('SocialSignInButtons', () => {
  it('shows only the providers the server has configured', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': () => json({ google: true, facebook: false }) });
    renderScreen(<SocialSignInButtons redirectTo="/" />, { path: '/auth/login' });

    expect(await screen.findByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Continue with Facebook' }),
    ).not.toBeInTheDocument();
  });

  it('shows none when neither is configured', async () => {
    const { spy } = stubFetch({
      'GET /api/v1/auth/providers': () => json({ google: false, facebook: false }),
    });
    renderScreen(<SocialSignInButtons redirectTo="/" />, { path: '/auth/login' });

    await vi.waitFor(() => expect(spy).toHaveBeenCalled());
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
  });
});
