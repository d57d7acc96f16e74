import type { IceServer, RelayedSignal, SignalInput } from '@vitrine/contracts/meeting-room';
import type { PeerConnectionState } from './mesh.ts';

type Kind = 'audio' | 'video';
type Peer = {
  pc: RTCPeerConnection;
  remote: MediaStream;
  /** Candidates that came before the remote description. */
  candidates: RTCIceCandidateInit[];
};

/**
 * The browser side of the mesh: one RTCPeerConnection per other participant, an audio and a
 * video transceiver each. Local tracks change with replaceTrack, so turning the camera off
 * (null) stops frames at once and nothing is renegotiated; only the offering side ever offers
 * (the first offer, and ICE restarts). mesh.ts decides when to create, close and restart.
 */
export class PeerConnections {
  private readonly peers = new Map<string, Peer>();
  /** Signals from a socket whose peer does not exist yet (its offer overtook "joined"). */
  private readonly early = new Map<string, RelayedSignal[]>();
  private readonly tracks: Record<Kind, MediaStreamTrack | null> = { audio: null, video: null };

  constructor(
    private readonly options: {
      iceServers: IceServer[];
      send: (signal: SignalInput) => void;
      onRemoteStream: (socketId: string, stream: MediaStream | null) => void;
      onState: (socketId: string, state: PeerConnectionState) => void;
      onError?: (error: unknown) => void;
    },
  ) {}

  private fail = (error: unknown) => this.options.onError?.(error);

  create(socketId: string, initiator: boolean): void {
    this.close(socketId);
    const pc = new RTCPeerConnection({ iceServers: this.options.iceServers as RTCIceServer[] });
    const peer: Peer = { pc, remote: new MediaStream(), candidates: [] };
    this.peers.set(socketId, peer);
    pc.ontrack = (event) => {
      if (!peer.remote.getTracks().includes(event.track)) peer.remote.addTrack(event.track);
      // A new MediaStream object, so a <video> sees the change.
      this.options.onRemoteStream(socketId, new MediaStream(peer.remote.getTracks()));
    };
    pc.onicecandidate = (event) => {
      const { candidate } = event;
      if (!candidate) return;
      this.options.send({
        to: socketId,
        candidate: {
          candidate: candidate.candidate,
          sdpMid: candidate.sdpMid,
          sdpMLineIndex: candidate.sdpMLineIndex,
        },
      });
    };
    pc.onconnectionstatechange = () => this.options.onState(socketId, pc.connectionState);
    if (initiator) {
      for (const kind of ['audio', 'video'] as const) {
        pc.addTransceiver(this.tracks[kind] ?? kind, { direction: 'sendrecv' });
      }
      this.offer(socketId).catch(this.fail);
    }
    const waiting = this.early.get(socketId);
    this.early.delete(socketId);
    for (const signal of waiting ?? []) this.handle(signal).catch(this.fail);
  }

  private async offer(socketId: string, iceRestart = false): Promise<void> {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    const offer = await peer.pc.createOffer({ iceRestart });
    await peer.pc.setLocalDescription(offer);
    this.options.send({ to: socketId, description: { type: 'offer', sdp: offer.sdp ?? '' } });
  }

  private async attachLocalTracks(pc: RTCPeerConnection): Promise<void> {
    for (const transceiver of pc.getTransceivers()) {
      const kind = transceiver.receiver.track.kind as Kind;
      transceiver.direction = 'sendrecv';
      await transceiver.sender.replaceTrack(this.tracks[kind]);
    }
  }

  private async flushCandidates(peer: Peer): Promise<void> {
    for (const candidate of peer.candidates.splice(0)) await peer.pc.addIceCandidate(candidate);
  }

  /** An offer, an answer or a candidate another participant sent this side. */
  async handle(signal: RelayedSignal): Promise<void> {
    const peer = this.peers.get(signal.from);
    if (!peer) {
      this.early.set(signal.from, [...(this.early.get(signal.from) ?? []), signal]);
      return;
    }
    const { pc } = peer;
    if (signal.description?.type === 'offer') {
      await pc.setRemoteDescription(signal.description);
      await this.attachLocalTracks(pc);
      const answer = await pc.createAnswer();
      await pc.setLocalDescription(answer);
      this.options.send({
        to: signal.from,
        description: { type: 'answer', sdp: answer.sdp ?? '' },
      });
      await this.flushCandidates(peer);
    } else if (signal.description?.type === 'answer') {
      if (pc.signalingState !== 'have-local-offer') return;
      await pc.setRemoteDescription(signal.description);
      await this.flushCandidates(peer);
    } else if (signal.candidate) {
      if (pc.remoteDescription) await pc.addIceCandidate(signal.candidate);
      else peer.candidates.push(signal.candidate);
    }
  }

  /** The track every participant receives for `kind` (null: nothing, e.g. the camera is off). */
  setTrack(kind: Kind, track: MediaStreamTrack | null): void {
    this.tracks[kind] = track;
    for (const { pc } of this.peers.values()) {
      for (const transceiver of pc.getTransceivers()) {
        if (transceiver.receiver.track.kind !== kind || transceiver.currentDirection === 'stopped')
          continue;
        transceiver.sender.replaceTrack(track).catch(this.fail);
      }
    }
  }

  restartIce(socketId: string): void {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    peer.pc.restartIce();
    this.offer(socketId, true).catch(this.fail);
  }

  close(socketId: string): void {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    peer.pc.close();
    this.peers.delete(socketId);
    this.options.onRemoteStream(socketId, null);
  }

  closeAll(): void {
    for (const socketId of [...this.peers.keys()]) this.close(socketId);
    this.early.clear();
  }
}
