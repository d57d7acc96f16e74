import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { InviteFriends } from './invite-friends.tsx';

afterEach(() => vi.restoreAllMocks());

const overview = (invitations: object[] = []) => ({
  code: 'ASHA2K7Q',
  link: 'http://localhost:3000/auth/sign-up?ref=ASHA2K7Q',
  bonusCredits: 30,
  rewardsLeftThisMonth: 10,
  invitations,
});

describe('invite friends', () => {
  it('shows the link to copy, and an empty list', async () => {
    stubFetch({ 'GET /api/v1/user/referrals': () => json(overview()) });
    renderScreen(<InviteFriends />, { path: '/user/invite-friends', auth: signedInCustomer });
    expect(await screen.findByLabelText('Your invite link')).toHaveValue(
      'http://localhost:3000/auth/sign-up?ref=ASHA2K7Q',
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
    expect(screen.getByText('No invitations yet')).toBeInTheDocument();
  });

  it('mails an invitation and lists it with its status', async () => {
    let invitations: object[] = [];
    const { seen } = stubFetch({
      'GET /api/v1/user/referrals': () => json(overview(invitations)),
      'POST /api/v1/user/referrals/invite': () => {
        invitations = [
          {
            id: 'r1',
            email: 'friend@example.com',
            status: 'sent',
            note: null,
            invitedAt: '2026-11-24T10:00:00.000Z',
            joinedAt: null,
            rewardedAt: null,
          },
        ];
        return json(invitations[0], { status: 201 });
      },
    });
    const user = userEvent.setup();
    renderScreen(<InviteFriends />, { path: '/user/invite-friends', auth: signedInCustomer });
    await user.type(await screen.findByLabelText('Friend’s email'), 'friend@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByRole('status')).toHaveTextContent('friend@example.com');
    expect(await screen.findByRole('cell', { name: 'friend@example.com' })).toBeInTheDocument();
    expect(screen.getByText('Invited')).toBeInTheDocument();
    expect(seen.find((r) => r.method === 'POST')?.body).toEqual({ email: 'friend@example.com' });
  });
});
