import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';

const bookingId = '0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11';
const attendeeId = '5d0c4f0e-9a53-4b1f-8b3c-7d110b9a4c9e';
const link = `/join-meet/${bookingId}/${attendeeId}`;

const withMediaDevices = (getUserMedia: () => Promise<MediaStream>) =>
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: vi.fn(getUserMedia), enumerateDevices: vi.fn(async () => []) },
  });

afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the meeting room before joining', () => {
  it('says in clear words that the camera was refused, and still lets the person join', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    renderApp(link);
    expect(await screen.findByText(/not allowing Vitrine to use your camera/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Join without camera' })).toBeEnabled();
  });

  it('labels the own preview "You", once', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    renderApp(link);
    expect(await screen.findByLabelText('Your camera')).toBeInTheDocument();
    expect(screen.getByText('You')).toBeVisible();
    expect(screen.queryByText(/\(you\)/)).not.toBeInTheDocument();
  });

  it('says when no camera or microphone exists', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    renderApp(link);
    expect(await screen.findByText(/No camera or microphone was found/)).toBeInTheDocument();
  });

  it('shows when joining opens when the server answers 409 with it', async () => {
    withMediaDevices(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    const opensAt = '2030-01-09T09:50:00.000Z';
    const { seen } = stubFetch({
      [`GET /api/v1/public/meet/join/${bookingId}`]: () =>
        json(
          {
            error: {
              code: 'CONFLICT',
              message: `Joining opens at ${opensAt}, 10 minutes before the start.`,
              details: { opensAt, closesAt: '2030-01-09T10:30:00.000Z' },
            },
          },
          { status: 409 },
        ),
    });
    const user = userEvent.setup();
    renderApp(link);
    await user.click(await screen.findByRole('button', { name: 'Join without camera' }));
    expect(await screen.findByText('The meeting is not open yet')).toBeInTheDocument();
    expect(
      screen.getByText(
        `You can join from ${formatDateTime(opensAt)}, 10 minutes before the start.`,
      ),
    ).toBeInTheDocument();
    expect(seen.at(-1)?.url.searchParams.get('attendeeId')).toBe(attendeeId);
  });
});
