import { screen } from '@testing-library/react';
import type { RoomToken } from '@vitrine/contracts/meetings';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { describe, expect, it, vi } from 'vitest';
import { uuid } from '../../../test/catalogue-fixtures.ts';
import { renderScreen } from '../../../test/render-app.tsx';
import type { CallControls } from '../hooks/use-call-controls.ts';
import type { MeetingRoomState } from '../hooks/use-meeting-room.ts';
import { RoomView } from './room-screen.tsx';

const bookingId = uuid();

const pin: PinnedProduct = {
  productId: uuid(),
  title: 'Chikankari kurta',
  priceMinor: 249_900,
  currency: 'INR',
  imageUrl: null,
  url: '/product/chikankari-kurta',
  pinnedAt: '2026-11-28T10:00:00.000Z',
  meetingPriceMinor: null,
  meetingPriceEndsAt: '2026-11-29T10:00:00.000Z',
};

// The room's connection and the call's devices are the hooks' own (tested with them); here the
// view gets a room in which the shop has pinned one product.
const room = {
  status: { kind: 'in-room' },
  mesh: { self: null, peers: {} },
  quality: {},
  streams: {},
  chat: [],
  pins: [pin],
  shopId: uuid(),
  notice: null,
  dismissNotice: vi.fn(),
  sendChat: vi.fn(),
  pin: vi.fn(),
  unpin: vi.fn(),
  setPinPrice: vi.fn(),
  hands: [],
  raiseHand: vi.fn(),
  lowerHand: vi.fn(),
  letSpeak: vi.fn(),
  stopSpeaking: vi.fn(),
  leave: vi.fn(async () => {}),
} as unknown as MeetingRoomState;

const controls = {
  tracks: { audio: null, video: null },
  preview: null,
  micOn: false,
  cameraOn: false,
  sharing: false,
  canUseMic: false,
  busy: false,
  problem: null,
  toggleMic: vi.fn(),
  toggleCamera: vi.fn(),
  toggleScreen: vi.fn(),
  stopAll: vi.fn(),
} as unknown as CallControls;

const tokenFor = (role: RoomToken['role']): RoomToken => ({
  token: 'room-token',
  bookingId,
  participantId: `${role}-1`,
  role,
  name: role === 'shop' ? 'Suhana Silks' : 'Asha',
  expiresAt: '2026-11-28T11:00:00.000Z',
  iceServers: [],
  iceTransportPolicy: 'all',
  transport: 'mesh',
  sfu: null,
});

const renderRoom = (role: RoomToken['role'], meetingPrices?: boolean) =>
  renderScreen(
    <RoomView
      bookingId={bookingId}
      token={tokenFor(role)}
      room={room}
      controls={controls}
      onLeft={() => {}}
      {...(meetingPrices !== undefined && { meetingPrices })}
    />,
  );

const priceBox = () =>
  screen.queryByRole('textbox', { name: 'Meeting price of Chikankari kurta (₹)' });

describe("the meeting room's meeting-only prices", () => {
  it('lets the shop set a pin’s meeting price in a one-to-one meeting', () => {
    renderRoom('shop');
    expect(priceBox()).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set price' })).toBeInTheDocument();
  });

  it('offers no meeting price in a trunk show, where the shop still unpins', () => {
    renderRoom('shop', false);
    expect(screen.getByRole('button', { name: 'Unpin' })).toBeInTheDocument();
    expect(priceBox()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Set price' })).not.toBeInTheDocument();
  });

  it('never offers the shopper a price to set', () => {
    renderRoom('booker', true);
    expect(screen.getByText('Chikankari kurta')).toBeInTheDocument();
    expect(priceBox()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unpin' })).not.toBeInTheDocument();
  });
});
