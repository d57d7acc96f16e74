import type { RoomParticipant } from '@vitrine/contracts/meeting-room';

/**
 * The mesh's state machine, with no browser in it: who is in the room, which peer connections
 * exist, who offers, and when to restart ICE. The hook (use-peer-mesh.ts) feeds it the room's
 * events and the connections' states, and carries out the actions it returns.
 *
 * Rules: whoever enters offers to everyone already there (they wait for its offer), so two sides
 * never offer at once. A welcome (entering, or entering again after the socket dropped) starts
 * over: every old connection closes. The side that offered restarts ICE when its connection
 * fails or disconnects, once per attempt, and gives up after MAX_ICE_RESTARTS attempts in a row;
 * when the device changes network, the offering side of every connection restarts ICE at once.
 */

export type PeerConnectionState =
  'new' | 'connecting' | 'connected' | 'disconnected' | 'failed' | 'closed';

export type MeshPeer = {
  participant: RoomParticipant;
  /** This side sends the offers (and the ICE restarts) of the connection. */
  initiator: boolean;
  state: PeerConnectionState;
  restarting: boolean;
  restarts: number;
};

export type MeshState = {
  self: RoomParticipant | null;
  peers: Record<string, MeshPeer>;
};

export type MeshEvent =
  | { type: 'welcome'; self: RoomParticipant; participants: RoomParticipant[] }
  | { type: 'joined'; participant: RoomParticipant }
  | { type: 'left'; socketId: string }
  | { type: 'connection-state'; socketId: string; state: PeerConnectionState }
  /** The device changed network (Wi-Fi to mobile, back online): the old paths may be gone. */
  | { type: 'network-changed' }
  | { type: 'leave' };

export type MeshAction =
  | { type: 'create-peer'; socketId: string; initiator: boolean }
  | { type: 'close-peer'; socketId: string }
  | { type: 'restart-ice'; socketId: string };

/** After this many restarts without a connection in between, the offering side gives up. */
export const MAX_ICE_RESTARTS = 5;

export const emptyMesh: MeshState = { self: null, peers: {} };

const peerOf = (participant: RoomParticipant, initiator: boolean): MeshPeer => ({
  participant,
  initiator,
  state: 'new',
  restarting: false,
  restarts: 0,
});

const closeAll = (state: MeshState): MeshAction[] =>
  Object.keys(state.peers).map((socketId) => ({ type: 'close-peer', socketId }));

export function reduceMesh(
  state: MeshState,
  event: MeshEvent,
): { state: MeshState; actions: MeshAction[] } {
  switch (event.type) {
    case 'welcome': {
      const others = event.participants.filter((p) => p.socketId !== event.self.socketId);
      return {
        state: {
          self: event.self,
          peers: Object.fromEntries(others.map((p) => [p.socketId, peerOf(p, true)])),
        },
        actions: [
          ...closeAll(state),
          ...others.map((p) => ({
            type: 'create-peer' as const,
            socketId: p.socketId,
            initiator: true,
          })),
        ],
      };
    }
    case 'joined': {
      const { socketId } = event.participant;
      if (!state.self || socketId === state.self.socketId) return { state, actions: [] };
      const actions: MeshAction[] = [];
      if (state.peers[socketId]) actions.push({ type: 'close-peer', socketId });
      actions.push({ type: 'create-peer', socketId, initiator: false });
      return {
        state: {
          ...state,
          peers: { ...state.peers, [socketId]: peerOf(event.participant, false) },
        },
        actions,
      };
    }
    case 'left': {
      if (!state.peers[event.socketId]) return { state, actions: [] };
      const { [event.socketId]: _gone, ...peers } = state.peers;
      return {
        state: { ...state, peers },
        actions: [{ type: 'close-peer', socketId: event.socketId }],
      };
    }
    case 'connection-state': {
      const peer = state.peers[event.socketId];
      if (!peer) return { state, actions: [] };
      const lost = event.state === 'failed' || event.state === 'disconnected';
      const restart =
        lost && peer.initiator && !peer.restarting && peer.restarts < MAX_ICE_RESTARTS;
      const next: MeshPeer = {
        ...peer,
        state: event.state,
        // A new attempt (connecting) or success ends the restart; a later loss may restart again.
        restarting:
          event.state === 'connected' || event.state === 'connecting'
            ? false
            : peer.restarting || restart,
        restarts: event.state === 'connected' ? 0 : peer.restarts + (restart ? 1 : 0),
      };
      return {
        state: { ...state, peers: { ...state.peers, [event.socketId]: next } },
        actions: restart ? [{ type: 'restart-ice', socketId: event.socketId }] : [],
      };
    }
    case 'network-changed': {
      // The offering side of each connection restarts its ICE at once, rather than waiting for
      // the old path to time out; the restart count starts over (this is not a failure).
      const restarts = Object.entries(state.peers).filter(([, peer]) => peer.initiator);
      if (restarts.length === 0) return { state, actions: [] };
      const peers = { ...state.peers };
      for (const [socketId, peer] of restarts) peers[socketId] = { ...peer, restarting: true };
      return {
        state: { ...state, peers },
        actions: restarts.map(([socketId]) => ({ type: 'restart-ice' as const, socketId })),
      };
    }
    case 'leave':
      return { state: emptyMesh, actions: closeAll(state) };
  }
}

/** Everyone in the room, this side first. */
export const participantsOf = (state: MeshState): RoomParticipant[] =>
  state.self ? [state.self, ...Object.values(state.peers).map((p) => p.participant)] : [];

/** "Waiting for the shop" until the shop's participant is in the room. */
export const shopPresent = (state: MeshState): boolean =>
  participantsOf(state).some((p) => p.role === 'shop');
