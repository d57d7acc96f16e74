import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderApp, signedInCustomer } from '../test/render-app.tsx';

const noSocialProviders = () => json({ google: false, facebook: false });

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.restoreAllMocks());

describe('/auth', () => {
  it('opens the sign-in page without a router warning', async () => {
    const warn = vi.spyOn(console, 'warn');
    const error = vi.spyOn(console, 'error');
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const { router } = renderApp('/auth?redirect=%2Fpricing');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });
});

describe('auth pages for a signed-in user', () => {
  it('send a signed-in customer on to the page they were going to, or home', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const toPricing = renderApp('/auth/login?redirect=%2Fpricing', { auth: signedInCustomer });
    await waitFor(() => expect(toPricing.router.state.location.pathname).toBe('/pricing'));
    toPricing.unmount();

    for (const page of ['/auth/sign-up', '/auth/forgot-password']) {
      const { router, unmount } = renderApp(page, { auth: signedInCustomer });
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      unmount();
    }
  });

  it('keep the sign-in page for an account that a customer-only page turned away', async () => {
    stubFetch({ 'GET /api/v1/auth/providers': noSocialProviders });
    const vendor = {
      ...signedInCustomer,
      role: { customer: false, vendor: true, employee: false, admin: false },
    };
    const { router } = renderApp('/auth/login?redirect=%2Fuser%2Fcredits', { auth: vendor });
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/auth/login');
  });
});
