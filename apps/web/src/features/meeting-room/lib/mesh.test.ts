import type { RoomParticipant } from '@vitrine/contracts/meeting-room';
import { describe, expect, it } from 'vitest';
import {
  MAX_ICE_RESTARTS,
  emptyMesh,
  participantsOf,
  reduceMesh,
  shopPresent,
  type MeshEvent,
  type MeshState,
} from './mesh.ts';

const person = (socketId: string, role: RoomParticipant['role'] = 'invitee'): RoomParticipant => ({
  socketId,
  participantId: `p-${socketId}`,
  name: `Name ${socketId}`,
  role,
});
const me = person('me', 'booker');
const shop = person('s1', 'shop');

const run = (events: MeshEvent[], from: MeshState = emptyMesh) =>
  events.reduce(
    (acc, event) => {
      const next = reduceMesh(acc.state, event);
      return { state: next.state, actions: [...acc.actions, ...next.actions] };
    },
    { state: from, actions: [] as ReturnType<typeof reduceMesh>['actions'] },
  );

describe('the mesh state machine', () => {
  it('offers to everyone already in the room on entering, and waits for later arrivals', () => {
    const { state, actions } = run([
      { type: 'welcome', self: me, participants: [me, shop, person('i1')] },
      { type: 'joined', participant: person('i2') },
    ]);
    expect(actions).toEqual([
      { type: 'create-peer', socketId: 's1', initiator: true },
      { type: 'create-peer', socketId: 'i1', initiator: true },
      { type: 'create-peer', socketId: 'i2', initiator: false },
    ]);
    expect(participantsOf(state).map((p) => p.socketId)).toEqual(['me', 's1', 'i1', 'i2']);
  });

  it('waits for the shop until its participant is present', () => {
    const alone = run([{ type: 'welcome', self: me, participants: [me] }]).state;
    expect(shopPresent(alone)).toBe(false);
    const withShop = reduceMesh(alone, { type: 'joined', participant: shop }).state;
    expect(shopPresent(withShop)).toBe(true);
    expect(shopPresent(reduceMesh(withShop, { type: 'left', socketId: 's1' }).state)).toBe(false);
  });

  it('closes a peer that left, and ignores its own join and unknown sockets', () => {
    const { actions } = run([
      { type: 'welcome', self: me, participants: [me, shop] },
      { type: 'joined', participant: me },
      { type: 'left', socketId: 'nobody' },
      { type: 'left', socketId: 's1' },
    ]);
    expect(actions.at(-1)).toEqual({ type: 'close-peer', socketId: 's1' });
    expect(actions).toHaveLength(2);
  });

  it('starts over on a second welcome (the socket reconnected): old peers close, new offers go out', () => {
    const { actions, state } = run([
      { type: 'welcome', self: me, participants: [me, shop] },
      {
        type: 'welcome',
        self: person('me2', 'booker'),
        participants: [person('me2', 'booker'), person('s2', 'shop')],
      },
    ]);
    expect(actions.slice(1)).toEqual([
      { type: 'close-peer', socketId: 's1' },
      { type: 'create-peer', socketId: 's2', initiator: true },
    ]);
    expect(Object.keys(state.peers)).toEqual(['s2']);
  });

  it('replaces a peer whose participant joined again under the same socket id', () => {
    const { actions } = run([
      { type: 'welcome', self: me, participants: [me] },
      { type: 'joined', participant: shop },
      { type: 'joined', participant: shop },
    ]);
    expect(actions.slice(-2)).toEqual([
      { type: 'close-peer', socketId: 's1' },
      { type: 'create-peer', socketId: 's1', initiator: false },
    ]);
  });

  it('restarts ICE on failed or disconnected, once per attempt, only on the offering side', () => {
    const { actions, state } = run([
      { type: 'welcome', self: me, participants: [me, shop] },
      { type: 'joined', participant: person('i1') },
      { type: 'connection-state', socketId: 's1', state: 'connected' },
      { type: 'connection-state', socketId: 's1', state: 'disconnected' },
      { type: 'connection-state', socketId: 's1', state: 'failed' },
      { type: 'connection-state', socketId: 'i1', state: 'failed' },
    ]);
    expect(actions.filter((a) => a.type === 'restart-ice')).toEqual([
      { type: 'restart-ice', socketId: 's1' },
    ]);
    const again = run(
      [
        { type: 'connection-state', socketId: 's1', state: 'connected' },
        { type: 'connection-state', socketId: 's1', state: 'failed' },
      ],
      state,
    );
    expect(again.actions).toEqual([{ type: 'restart-ice', socketId: 's1' }]);
  });

  it(`gives up after ${MAX_ICE_RESTARTS} restarts that never connected`, () => {
    let state = run([{ type: 'welcome', self: me, participants: [me, shop] }]).state;
    let restarts = 0;
    for (let i = 0; i < MAX_ICE_RESTARTS + 3; i += 1) {
      for (const s of ['connecting', 'failed'] as const) {
        const next = reduceMesh(state, { type: 'connection-state', socketId: 's1', state: s });
        restarts += next.actions.length;
        state = next.state;
      }
    }
    expect(restarts).toBe(MAX_ICE_RESTARTS);
  });

  it('restarts ICE on every connection this side offers when the network changes', () => {
    const { actions, state } = run([
      { type: 'welcome', self: me, participants: [me, shop] },
      { type: 'joined', participant: person('i1') },
      { type: 'connection-state', socketId: 's1', state: 'connected' },
      { type: 'network-changed' },
    ]);
    // s1 was there before this side entered (it offers); i1 came later and offers itself.
    expect(actions.filter((a) => a.type === 'restart-ice')).toEqual([
      { type: 'restart-ice', socketId: 's1' },
    ]);
    expect(state.peers.s1?.restarting).toBe(true);
    expect(state.peers.s1?.restarts).toBe(0);
    const back = run([{ type: 'connection-state', socketId: 's1', state: 'connected' }], state);
    expect(back.state.peers.s1?.restarting).toBe(false);
  });

  it('closes every peer on leaving', () => {
    const { actions, state } = run([
      { type: 'welcome', self: me, participants: [me, shop, person('i1')] },
      { type: 'leave' },
    ]);
    expect(actions.slice(-2)).toEqual([
      { type: 'close-peer', socketId: 's1' },
      { type: 'close-peer', socketId: 'i1' },
    ]);
    expect(state).toEqual(emptyMesh);
  });
});
