import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
} from '@vitrine/contracts/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { NotificationPreferencesForm } from './notification-preferences-form.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the notification preferences', () => {
  it('turns mail about favourites off on its own, keeping every other choice', async () => {
    let stored: NotificationPreferences = structuredClone(DEFAULT_NOTIFICATION_PREFERENCES);
    const { seen } = stubFetch({
      'GET /api/v1/notifications/preferences': () => json(stored),
      'PUT /api/v1/notifications/preferences': (request) => {
        stored = request.body as NotificationPreferences;
        return json(stored);
      },
    });
    renderScreen(<NotificationPreferencesForm />, {
      path: '/user/settings',
      auth: signedInCustomer,
    });

    const mail = await screen.findByRole('checkbox', { name: 'Mail: Your favourites' });
    expect(mail).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Push: Your favourites' })).toBeChecked();
    await userEvent.setup().click(mail);

    await waitFor(() => expect(seen.some((r) => r.method === 'PUT')).toBe(true));
    expect(seen.find((r) => r.method === 'PUT')!.body).toEqual({
      ...DEFAULT_NOTIFICATION_PREFERENCES,
      mail: { ...DEFAULT_NOTIFICATION_PREFERENCES.mail, wishlist: false },
    });
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Mail: Your favourites' })).not.toBeChecked(),
    );
  });

  it('says so when the preferences cannot be loaded', async () => {
    stubFetch({
      'GET /api/v1/notifications/preferences': () =>
        json({ error: { code: 'INTERNAL', message: 'Down for a moment' } }, { status: 503 }),
    });
    renderScreen(<NotificationPreferencesForm />, {
      path: '/user/settings',
      auth: signedInCustomer,
    });
    expect(
      await screen.findByText('We could not load your notification preferences'),
    ).toBeInTheDocument();
  });
});
