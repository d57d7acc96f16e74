import { screen } from '@testing-library/react';
import { JOIN_OPENS_BEFORE_MS } from '@vitrine/contracts/meeting-policy';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';
import { JoinButton } from './join-button.tsx';

const meeting = {
  startsAt: '2030-01-07T05:30:00.000Z',
  endsAt: '2030-01-07T06:00:00.000Z',
  status: 'booked',
};
const room = '/user/meetings/b-1/room';
const at = (iso: string, offsetMs = 0) => new Date(Date.parse(iso) + offsetMs);

describe('the join button', () => {
  it('is disabled before the window and says when joining opens', async () => {
    renderScreen(
      <JoinButton
        meeting={meeting}
        to={room}
        now={at(meeting.startsAt, -JOIN_OPENS_BEFORE_MS - 60_000)}
      />,
    );
    const button = await screen.findByRole('button', { name: 'Join' });
    expect(button).toBeDisabled();
    expect(screen.getByText(/^Joining opens /)).toHaveTextContent('2030');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it("says when joining opens in the zone of the card it is on (the shop's, in the console)", async () => {
    renderScreen(
      <JoinButton
        meeting={meeting}
        to={room}
        now={at(meeting.startsAt, -JOIN_OPENS_BEFORE_MS - 60_000)}
        timeZone="Asia/Kolkata"
      />,
    );
    // 05:20 UTC is 10:50 in India.
    expect(await screen.findByText(/^Joining opens /)).toHaveTextContent(/10:50\sAM GMT\+5:30/i);
  });

  it('links into the room from 10 minutes before the start until the end', async () => {
    const { unmount } = renderScreen(
      <JoinButton meeting={meeting} to={room} now={at(meeting.startsAt, -JOIN_OPENS_BEFORE_MS)} />,
    );
    expect(await screen.findByRole('link', { name: 'Join now' })).toHaveAttribute('href', room);
    unmount();
    renderScreen(<JoinButton meeting={meeting} to={room} now={at(meeting.endsAt, -1)} />);
    expect(await screen.findByRole('link', { name: 'Join now' })).toHaveAttribute('href', room);
  });

  it('is gone once the meeting is over or cancelled', async () => {
    const { unmount } = renderScreen(
      <>
        <p>ready</p>
        <JoinButton meeting={meeting} to={room} now={at(meeting.endsAt)} />
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryByRole('button', { name: /Join/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
    unmount();
    renderScreen(
      <>
        <p>ready</p>
        <JoinButton
          meeting={{ ...meeting, status: 'cancelled_by_shop' }}
          to={room}
          now={at(meeting.startsAt)}
        />
      </>,
    );
    await screen.findByText('ready');
    expect(screen.queryByRole('link', { name: /Join/ })).not.toBeInTheDocument();
  });
});
