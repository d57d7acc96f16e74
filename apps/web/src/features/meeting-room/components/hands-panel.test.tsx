import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RoomParticipant } from '@vitrine/contracts/meeting-room';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-app.tsx';
import { HandsPanel } from './hands-panel.tsx';

const shop: RoomParticipant = { socketId: 's1', participantId: 'u1', name: 'Kala', role: 'shop' };
const asha: RoomParticipant = {
  socketId: 's2',
  participantId: 'seat-1',
  name: 'Asha',
  role: 'viewer',
};
const ravi: RoomParticipant = {
  socketId: 's3',
  participantId: 'seat-2',
  name: 'Ravi',
  role: 'viewer',
};

const panel = (
  role: RoomParticipant['role'],
  hands: Record<string, { handRaised: boolean; maySpeak: boolean }>,
) => {
  const handlers = { onRaise: vi.fn(), onLower: vi.fn(), onLetSpeak: vi.fn(), onStop: vi.fn() };
  renderScreen(
    <HandsPanel
      role={role}
      selfParticipantId={role === 'shop' ? 'u1' : 'seat-1'}
      participants={[shop, asha, ravi]}
      hands={hands}
      {...handlers}
    />,
  );
  return handlers;
};

describe("a trunk show's hands", () => {
  it('lets a viewer raise a hand, then lower it', async () => {
    const user = userEvent.setup();
    const watching = panel('viewer', {});
    await user.click(await screen.findByRole('button', { name: 'Raise my hand' }));
    expect(watching.onRaise).toHaveBeenCalledOnce();
  });

  it('tells a viewer whose hand is up, and one the shop let speak', async () => {
    const user = userEvent.setup();
    const raised = panel('viewer', { 'seat-1': { handRaised: true, maySpeak: false } });
    expect(await screen.findByText('Your hand is raised: the shop sees it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lower my hand' }));
    expect(raised.onLower).toHaveBeenCalledOnce();
  });

  it('shows the shop the raised hands and lets one speak, or stops one speaking', async () => {
    const user = userEvent.setup();
    const handlers = panel('shop', {
      'seat-1': { handRaised: true, maySpeak: false },
      'seat-2': { handRaised: false, maySpeak: true },
    });
    expect(await screen.findByText('Raised hands (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Let Asha speak' }));
    expect(handlers.onLetSpeak).toHaveBeenCalledWith('seat-1');
    await user.click(screen.getByRole('button', { name: 'Stop Ravi speaking' }));
    expect(handlers.onStop).toHaveBeenCalledWith('seat-2');
  });

  it('shows nothing in a one-to-one meeting', () => {
    panel('booker', {});
    expect(screen.queryByText(/hand/i)).not.toBeInTheDocument();
  });
});
