import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import {
  renderApp,
  signedInCustomer,
  signedInVendor,
  signedOutVisitor,
} from '../../../test/render-app.tsx';
import { staffNav } from './staff-nav.ts';

const employeeAuth = {
  ...signedInCustomer,
  token: 'token-staff',
  userId: 'emp-1',
  role: { customer: false, vendor: false, employee: true, admin: false },
};
const adminAuth = { ...employeeAuth, role: { ...employeeAuth.role, employee: false, admin: true } };
const employee = (permissions: string[]) => ({
  id: 'emp-1',
  name: 'Esha Employee',
  email: 'esha@example.com',
  permissions,
  invitedBy: 'admin-1',
  createdAt: '2026-11-01T10:00:00.000Z',
  removedAt: null,
});
const twoFactorRequired = () =>
  json(
    { error: { code: 'TWO_FACTOR_REQUIRED', message: 'Set up two-factor sign-in first.' } },
    { status: 403 },
  );
const emptyPage = () => json({ items: [], total: 0, page: 1, limit: 1 });

afterEach(() => vi.restoreAllMocks());

describe('/staff', () => {
  it('is not found for a customer or a shop owner', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/staff', { auth: signedInCustomer });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('is not found for a shop owner either', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp('/staff/support', { auth: signedInVendor });
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
  });

  it('sends a signed-out visitor to sign in and back', async () => {
    const { router } = renderApp('/staff/users', { auth: signedOutVisitor });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toBe(`?redirect=${encodeURIComponent('/staff/users')}`);
  });

  it("shows an employee only their areas' pages, and says so on another area's page", async () => {
    stubFetch({
      'GET /api/v1/emp/getEmployeeDetails': () => json(employee(['support'])),
      'GET /api/v1/admin/supports': emptyPage,
    });
    renderApp('/staff/employees', { auth: employeeAuth });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Overview', 'Support desk']);
    expect(
      await screen.findByRole('heading', { name: 'Not one of your areas' }),
    ).toBeInTheDocument();
    // The console says who they are and which areas they hold.
    expect(screen.getByText('Staff console · Esha Employee · support')).toBeInTheDocument();
  });

  it('shows an admin every page, from the admin details', async () => {
    stubFetch({
      'GET /api/v1/admin/getAdminDetails': () =>
        json({
          id: 'admin-1',
          name: 'Asha Admin',
          email: 'asha@example.com',
          roles: adminAuth.role,
          permissions: ['shops', 'support', 'content', 'credits'],
        }),
      'GET /api/v1/admin/supports': emptyPage,
      'GET /api/v1/admin/shops/applications': emptyPage,
      'GET /api/v1/admin/payments/alerts': ({ url }) =>
        json({
          items: [],
          total: url.searchParams.get('action') === 'held' ? 2 : 0,
          page: 1,
          limit: 1,
        }),
    });
    renderApp('/staff', { auth: adminAuth });
    const nav = await screen.findByRole('navigation', { name: 'Staff console' });
    expect(within(nav).getAllByRole('link')).toHaveLength(staffNav.length);
    expect(await screen.findByRole('heading', { name: 'Staff overview' })).toBeInTheDocument();
    // What waits in the credits area: payments held for a person, linked to their list.
    const held = (await screen.findByText('Payments held for a person')).closest('article')!;
    expect(await within(held).findByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/staff/payment-alerts',
    );
  });

  it('asks for two-factor set-up first, then opens the console with the new session', async () => {
    let enabled = false;
    const { seen } = stubFetch({
      'GET /api/v1/emp/getEmployeeDetails': () =>
        enabled ? json(employee(['credits'])) : twoFactorRequired(),
      'GET /api/v1/admin/payments/alerts': emptyPage,
      'POST /api/auth/two-factor/enable': () =>
        json({
          totpURI: 'otpauth://totp/Vitrine:esha@example.com?secret=JBSWY3DPEHPK3PXP&issuer=Vitrine',
          backupCodes: ['abcde-12345'],
        }),
      'POST /api/auth/two-factor/verify-totp': () => {
        enabled = true;
        return json({ token: 'token-2fa' }, { headers: { 'set-auth-token': 'token-2fa' } });
      },
    });
    const { store } = renderApp('/staff', { auth: employeeAuth });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Your password/), 'my-password-1');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
    const qr = await screen.findByRole('img', { name: /QR code of your two-factor key/ });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect(decodeURIComponent(qr.getAttribute('src')!)).toMatch(/<svg[^>]*>.*<path/s);
    await user.type(screen.getByLabelText(/Six-digit code/), '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on two-factor sign-in' }));

    expect(await screen.findByRole('heading', { name: 'Staff overview' })).toBeInTheDocument();
    expect(store.getState().auth.token).toBe('token-2fa');
    const details = seen.filter((r) => r.url.pathname === '/api/v1/emp/getEmployeeDetails');
    expect(details.at(-1)?.headers.get('authorization')).toBe('Bearer token-2fa');
    expect(seen.find((r) => r.url.pathname.endsWith('/enable'))?.body).toEqual({
      password: 'my-password-1',
    });
  });

  it('asks for a code, not a new set-up, when two-factor is on but this session has not passed it', async () => {
    let confirmed = false;
    const { seen } = stubFetch({
      'GET /api/v1/emp/getEmployeeDetails': () =>
        confirmed
          ? json(employee(['credits']))
          : json(
              {
                error: {
                  code: 'TWO_FACTOR_REQUIRED',
                  message: 'Enter a code from your authenticator app.',
                  details: { twoFactorEnabled: true },
                },
              },
              { status: 403 },
            ),
      'POST /api/auth/two-factor/verify-totp': (request) => {
        if ((request.body as { code?: string }).code !== '654321') {
          const wrong = 'is not the code your authenticator app shows now';
          return json(
            {
              error: {
                code: 'VALIDATION_FAILED',
                message: `code: ${wrong}`,
                details: [{ field: 'code', message: wrong }],
              },
            },
            { status: 400 },
          );
        }
        confirmed = true;
        return json({ token: 'token-staff' });
      },
    });
    renderApp('/staff', { auth: employeeAuth });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/Your password/)).not.toBeInTheDocument();

    await user.type(screen.getByLabelText(/Six-digit code/), '111111');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code did not work');
    expect(screen.getByRole('alert')).toHaveTextContent(/enter the code the app shows now/);

    await user.clear(screen.getByLabelText(/Six-digit code/));
    await user.type(screen.getByLabelText(/Six-digit code/), '654 321');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('heading', { name: 'Staff overview' })).toBeInTheDocument();
    const verify = seen.filter((r) => r.url.pathname.endsWith('/verify-totp'));
    expect(verify.at(-1)?.headers.get('authorization')).toBe('Bearer token-staff');
  });

  it('shows an error with a retry when the staff account cannot be loaded', async () => {
    let calls = 0;
    stubFetch({
      'GET /api/v1/emp/getEmployeeDetails': () =>
        ++calls === 1
          ? json({ error: { code: 'INTERNAL', message: 'x' } }, { status: 500 })
          : json(employee([])),
    });
    renderApp('/staff', { auth: employeeAuth });
    const user = userEvent.setup();
    expect(await screen.findByText('We could not load your staff account')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('heading', { name: 'Staff overview' })).toBeInTheDocument();
    expect(screen.getByText(/Nothing waits in your areas/)).toBeInTheDocument();
  });
});

describe('/admin/shop-applications', () => {
  it('now opens the staff console page', async () => {
    const { router } = renderApp('/admin/shop-applications', { auth: signedOutVisitor });
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.location.search).toContain(encodeURIComponent('/staff/shop-applications'));
  });
});
