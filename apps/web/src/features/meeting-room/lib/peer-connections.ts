import type { IceServer, RelayedSignal, SignalInput } from '@vitrine/contracts/meeting-room';
import { sampleOf, type StatsSample } from './connection-quality.ts';
import type { PeerConnectionState } from './mesh.ts';

type Kind = 'audio' | 'video';

/**
 * Adds a remote ICE candidate. One gathered for an offer that was taken back (both sides
 * offered at once) no longer matches, and is left out rather than failing the steps after it.
 */
async function addCandidate(pc: RTCPeerConnection, candidate: RTCIceCandidateInit) {
  await pc.addIceCandidate(candidate).catch(() => {});
}
type Peer = {
  pc: RTCPeerConnection;
  remote: MediaStream;
  /** Candidates that came before the remote description. */
  candidates: RTCIceCandidateInit[];
  /**
   * The negotiation steps of this connection (own offers, each signal received), one after the
   * other: a candidate or a second offer must not run into an offer still being answered.
   */
  steps: Promise<void>;
};

/**
 * The browser side of the mesh: one RTCPeerConnection per other participant, an audio and a
 * video transceiver each. Local tracks change with replaceTrack, so turning the camera off
 * (null) stops frames at once and nothing is renegotiated; the offering side offers (the first
 * offer, and ICE restarts). mesh.ts decides when to create, close and restart.
 *
 * Each connection applies its steps in order. Should both sides ever offer at once (entries on
 * two instances are not ordered), the polite side (`polite(socketId)`: the larger socket id, so
 * exactly one of the two) rolls its own offer back and answers, and the other ignores the
 * offer it did not expect: one negotiation survives instead of two failing.
 */
export class PeerConnections {
  private readonly peers = new Map<string, Peer>();
  /** Signals from a socket whose peer does not exist yet (its offer overtook "joined"). */
  private readonly early = new Map<string, RelayedSignal[]>();
  private readonly tracks: Record<Kind, MediaStreamTrack | null> = { audio: null, video: null };

  constructor(
    private readonly options: {
      iceServers: IceServer[];
      /** `relay`: connect only through the TURN relay (the room token says). */
      iceTransportPolicy?: RTCIceTransportPolicy;
      send: (signal: SignalInput) => void;
      onRemoteStream: (socketId: string, stream: MediaStream | null) => void;
      onState: (socketId: string, state: PeerConnectionState) => void;
      /** Whether this side gives way when both sides offer at once (one side of each pair). */
      polite: (socketId: string) => boolean;
      onError?: (error: unknown) => void;
      /** The TURN relay refused this side's credentials (wrong or expired): no relayed path. */
      onRelayRefused?: () => void;
    },
  ) {}

  private fail = (error: unknown) => this.options.onError?.(error);

  create(socketId: string, initiator: boolean): void {
    this.close(socketId);
    const pc = new RTCPeerConnection({
      iceServers: this.options.iceServers as RTCIceServer[],
      iceTransportPolicy: this.options.iceTransportPolicy ?? 'all',
    });
    const peer: Peer = { pc, remote: new MediaStream(), candidates: [], steps: Promise.resolve() };
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
    // 401/403 from a turn: or turns: URL is the relay refusing the credentials. Other candidate
    // errors (an unreachable STUN server, a missing IPv6 route) leave other paths to try.
    pc.onicecandidateerror = (event) => {
      if ((event.errorCode === 401 || event.errorCode === 403) && /^turns?:/.test(event.url)) {
        this.options.onRelayRefused?.();
      }
    };
    if (initiator) {
      for (const kind of ['audio', 'video'] as const) {
        pc.addTransceiver(this.tracks[kind] ?? kind, { direction: 'sendrecv' });
      }
      this.step(peer, () => this.offer(socketId, peer)).catch(this.fail);
    }
    const waiting = this.early.get(socketId);
    this.early.delete(socketId);
    for (const signal of waiting ?? []) this.handle(signal).catch(this.fail);
  }

  /** Runs `work` after the connection's earlier steps; a failed step does not stop later ones. */
  private step(peer: Peer, work: () => Promise<void>): Promise<void> {
    const done = peer.steps.then(work);
    peer.steps = done.catch(() => {});
    return done;
  }

  private async offer(socketId: string, peer: Peer, iceRestart = false): Promise<void> {
    if (this.peers.get(socketId) !== peer) return; // closed or replaced meanwhile
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
    for (const candidate of peer.candidates.splice(0)) await addCandidate(peer.pc, candidate);
  }

  /** An offer, an answer or a candidate another participant sent this side, in order. */
  handle(signal: RelayedSignal): Promise<void> {
    const peer = this.peers.get(signal.from);
    if (!peer) {
      this.early.set(signal.from, [...(this.early.get(signal.from) ?? []), signal]);
      return Promise.resolve();
    }
    return this.step(peer, () => this.apply(peer, signal));
  }

  private async apply(peer: Peer, signal: RelayedSignal): Promise<void> {
    if (this.peers.get(signal.from) !== peer) return; // closed or replaced meanwhile
    const { pc } = peer;
    if (signal.description?.type === 'offer') {
      // Both offered at once: the polite side takes back its own offer, the other keeps it.
      if (pc.signalingState !== 'stable') {
        if (!this.options.polite(signal.from)) return;
        await pc.setLocalDescription({ type: 'rollback' });
      }
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
      if (pc.remoteDescription) await addCandidate(pc, signal.candidate);
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

  /** Every open connection's statistics now (getStats), for the call-quality report. */
  async statsReports(): Promise<RTCStatsReport[]> {
    const open = [...this.peers.values()].filter((peer) => peer.pc.connectionState !== 'closed');
    return Promise.all(open.map((peer) => peer.pc.getStats()));
  }

  /** The connection's statistics now, as quality needs them; undefined once it is closed. */
  async sample(socketId: string): Promise<StatsSample | undefined> {
    const peer = this.peers.get(socketId);
    if (!peer || peer.pc.connectionState === 'closed') return undefined;
    return sampleOf(await peer.pc.getStats());
  }

  /**
   * On a poor link, sends this side's video at half the resolution and at most 250 kbit/s, so
   * that sound and a smaller picture get through; back to the browser's own choice once it
   * recovers.
   */
  async adaptSending(socketId: string, poor: boolean): Promise<void> {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    for (const transceiver of peer.pc.getTransceivers()) {
      const { sender } = transceiver;
      if (sender.track?.kind !== 'video') continue;
      const parameters = sender.getParameters();
      if (!parameters.encodings?.length) continue;
      for (const encoding of parameters.encodings) {
        if (poor) {
          encoding.maxBitrate = 250_000;
          encoding.scaleResolutionDownBy = 2;
        } else {
          delete encoding.maxBitrate;
          encoding.scaleResolutionDownBy = 1;
        }
      }
      await sender.setParameters(parameters).catch(this.fail);
    }
  }

  restartIce(socketId: string): void {
    const peer = this.peers.get(socketId);
    if (!peer) return;
    peer.pc.restartIce();
    this.step(peer, () => this.offer(socketId, peer, true)).catch(this.fail);
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
