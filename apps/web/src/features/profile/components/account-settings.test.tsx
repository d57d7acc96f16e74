import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { CloseAccount } from './close-account.tsx';
import { CodeVerification } from './code-verification.tsx';

afterEach(() => vi.restoreAllMocks());

const profile = {
  id: 'user-1',
  name: 'Asha',
  email: 'new@example.com',
  emailVerified: true,
  mobile: null,
  mobileVerified: false,
  photo: null,
  currency: null,
  locale: null,
  timeZone: null,
};

describe('the email change', () => {
  it('sends a code to the new address, then verifies it', async () => {
    const { seen } = stubFetch({
      'POST /api/v1/verification/send-email-otp': () =>
        json(
          { expiresAt: '2026-11-24T10:10:00.000Z', resendAfter: '2026-11-24T10:01:00.000Z' },
          { status: 202 },
        ),
      'POST /api/v1/verification/verify-email-otp': () => json(profile),
    });
    const user = userEvent.setup();
    renderScreen(
      <CodeVerification
        channel="email"
        label="Email address"
        initial="old@example.com"
        doneMessage="Done."
      />,
      { path: '/user/settings', auth: signedInCustomer },
    );
    const input = screen.getByLabelText('Email address');
    await user.clear(input);
    await user.type(input, 'new@example.com');
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(
      await screen.findByText(/We sent a 6-digit code to new@example.com/),
    ).toBeInTheDocument();
    // Each box says which digit of which code it is (never Mantine's default "PinInput").
    const digits = screen.getAllByRole('textbox', { name: /of the code sent to new@example.com/ });
    expect(digits.map((d) => d.getAttribute('aria-label'))).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => `Digit ${n} of 6 of the code sent to new@example.com`),
    );
    expect(screen.queryByRole('textbox', { name: 'PinInput' })).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'The code sent to new@example.com' })).toBeVisible();
    await user.click(digits[0]!);
    await user.keyboard('123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Done.');
    expect(seen.map((r) => r.body)).toEqual([
      { email: 'new@example.com' },
      { email: 'new@example.com', code: '123456' },
    ]);
  });

  it('says why a send was refused (throttled)', async () => {
    stubFetch({
      'POST /api/v1/verification/send-mobile-otp': () =>
        json(
          { error: { code: 'RATE_LIMITED', message: 'A code was just sent.' } },
          { status: 429 },
        ),
    });
    const user = userEvent.setup();
    renderScreen(
      <CodeVerification
        channel="mobile"
        label="Mobile number"
        initial="9876543210"
        doneMessage="Done."
      />,
      { path: '/user/settings', auth: signedInCustomer },
    );
    await user.click(screen.getByRole('button', { name: 'Send a code' }));
    expect(await screen.findByText('That did not work')).toBeInTheDocument();
  });
});

describe('closing the account', () => {
  it('says how many credits are forfeited and sends the password', async () => {
    const { seen } = stubFetch({
      'DELETE /api/v1/user/account': () => json({ creditsForfeited: 60, kept: ['Payments'] }),
    });
    const user = userEvent.setup();
    const { store } = renderScreen(<CloseAccount creditBalance={60} />, {
      path: '/user/settings',
      auth: signedInCustomer,
    });
    expect(screen.getByText(/forfeits your 60 credits/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close my account' })).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'marigold-courtyard-17');
    await user.click(screen.getByRole('button', { name: 'Close my account' }));
    await vi.waitFor(() => expect(store.getState().auth.token).toBeNull());
    expect(seen[0]?.body).toEqual({ password: 'marigold-courtyard-17' });
  });
});
