import { screen, waitFor } from '@testing-library/react';
import type { Profile } from '@vitrine/contracts/account';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MoneyPreferences } from '../../../app/money-preferences.tsx';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { ProfileForm } from './profile-form.tsx';

afterEach(() => vi.restoreAllMocks());

const profile: Profile = {
  id: 'user-1',
  name: 'Asha',
  email: 'asha@example.com',
  emailVerified: true,
  mobile: null,
  mobileVerified: false,
  photo: null,
  currency: 'EUR',
  locale: null,
  timeZone: null,
};

describe('the currency setting', () => {
  it('says prices are charged in INR and shown approximately in it, with the rates’ date', async () => {
    stubFetch({
      'GET /api/v1/user/profile': () => json(profile),
      'GET /api/v1/exchange-rates': () =>
        json({ base: 'INR', asOf: '2026-11-01', source: 'table', rates: { EUR: 0.00975 } }),
    });
    renderScreen(
      <MoneyPreferences>
        <ProfileForm profile={profile} />
      </MoneyPreferences>,
      { path: '/user/settings', auth: signedInCustomer },
    );
    const currency = screen.getByRole('combobox', { name: 'Currency' });
    expect(currency).toHaveAccessibleDescription(
      /^Prices are charged in INR\. In another currency, an approximate amount is shown beside each price/,
    );
    await waitFor(() =>
      expect(currency).toHaveAccessibleDescription(/rates of (1 Nov 2026|Nov 1, 2026)\)\.$/),
    );
  });
});
