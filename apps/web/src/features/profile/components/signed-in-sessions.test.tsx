import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SignedInSession } from '@vitrine/contracts/sessions';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { describeDevice } from './describe-device.ts';
import { SignedInSessions } from './signed-in-sessions.tsx';

afterEach(() => vi.restoreAllMocks());

const session = (overrides: Partial<SignedInSession>): SignedInSession => ({
  id: crypto.randomUUID(),
  createdAt: '2026-11-20T10:00:00.000Z',
  lastActiveAt: '2026-11-24T09:00:00.000Z',
  expiresAt: '2026-12-01T10:00:00.000Z',
  ipAddress: '10.0.0.7',
  userAgent:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  current: false,
  ...overrides,
});

describe('where you are signed in', () => {
  it('lists the devices, this one marked, and signs the others out', async () => {
    const phone = session({
      userAgent:
        'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36',
    });
    let items = [session({ current: true }), phone];
    const { seen } = stubFetch({
      'GET /api/v1/user/sessions': () => json({ items }),
      'POST /api/auth/revoke-other-sessions': () => {
        items = items.filter((s) => s.current);
        return json({ status: true });
      },
    });
    const user = userEvent.setup();
    renderScreen(<SignedInSessions timeZone="Asia/Kolkata" />, {
      path: '/user/settings',
      auth: signedInCustomer,
    });
    const list = await screen.findByRole('list', { name: 'Signed-in devices' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(list).getByText('Chrome on Android')).toBeInTheDocument();
    expect(within(list).getByText('This device')).toBeInTheDocument();
    expect(screen.getByText('1 other device')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out the other devices' }));
    expect(await screen.findByText('The other devices are signed out.')).toBeInTheDocument();
    expect(await screen.findByText('You are signed in on this device only.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out the other devices' })).toBeDisabled();
    expect(seen.filter((r) => r.method === 'POST')).toHaveLength(1);
  });

  it('names devices from their User-Agent', () => {
    expect(describeDevice(null)).toBe('Unknown device');
    expect(
      describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Gecko/20100101 Firefox/132.0'),
    ).toBe('Firefox on Windows');
    expect(describeDevice('curl/8.5.0')).toBe('Unknown device');
  });
});
