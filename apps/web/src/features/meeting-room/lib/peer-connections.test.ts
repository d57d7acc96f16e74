import type { RelayedSignal, SignalInput } from '@vitrine/contracts/meeting-room';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PeerConnections } from './peer-connections.ts';

/** What the fake connections did, in order, across all of them. */
let log: string[] = [];
/** setRemoteDescription calls held until the test releases them (a slow browser). */
let holdRemote = false;
const held: Array<() => void> = [];

/** Enough of RTCPeerConnection to follow the signalling states, strict as the browser is. */
class FakePeerConnection {
  signalingState: RTCSignalingState = 'stable';
  remoteDescription: RTCSessionDescriptionInit | null = null;
  private transceivers: unknown[] = [];
  private offers = 0;
  ontrack = null;
  onicecandidate = null;
  onconnectionstatechange = null;
  connectionState = 'new';

  private transceiver(kind: string) {
    const transceiver = {
      receiver: { track: { kind } },
      sender: { replaceTrack: async () => {} },
      direction: 'recvonly',
      currentDirection: null,
    };
    this.transceivers.push(transceiver);
  }
  addTransceiver(trackOrKind: string | { kind: string }) {
    this.transceiver(typeof trackOrKind === 'string' ? trackOrKind : trackOrKind.kind);
  }
  getTransceivers() {
    return this.transceivers;
  }
  async createOffer() {
    this.offers += 1;
    return { type: 'offer' as const, sdp: `offer-${this.offers}` };
  }
  async createAnswer() {
    if (this.signalingState !== 'have-remote-offer') throw new Error('InvalidStateError');
    return { type: 'answer' as const, sdp: `answer-to-${this.remoteDescription?.sdp}` };
  }
  async setLocalDescription(description: RTCSessionDescriptionInit) {
    log.push(`setLocal ${description.type} ${description.sdp ?? ''}`.trim());
    if (description.type === 'rollback') this.signalingState = 'stable';
    else if (description.type === 'offer') this.signalingState = 'have-local-offer';
    else this.signalingState = 'stable';
  }
  async setRemoteDescription(description: RTCSessionDescriptionInit) {
    log.push(`setRemote ${description.type} ${description.sdp}`);
    if (holdRemote) await new Promise<void>((resolve) => held.push(resolve));
    if (description.type === 'offer') {
      if (this.signalingState === 'have-local-offer') throw new Error('InvalidStateError: glare');
      if (this.transceivers.length === 0) ['audio', 'video'].forEach((k) => this.transceiver(k));
      this.signalingState = 'have-remote-offer';
    } else {
      if (this.signalingState !== 'have-local-offer') throw new Error('InvalidStateError');
      this.signalingState = 'stable';
    }
    this.remoteDescription = description;
  }
  async addIceCandidate(candidate: RTCIceCandidateInit) {
    if (!this.remoteDescription) throw new Error('InvalidStateError: no remote description');
    log.push(`addCandidate ${candidate.candidate}`);
  }
  restartIce() {}
  close() {}
}

class FakeMediaStream {
  private tracks: unknown[] = [];
  getTracks() {
    return this.tracks;
  }
  addTrack(track: unknown) {
    this.tracks.push(track);
  }
}

beforeEach(() => {
  log = [];
  holdRemote = false;
  held.length = 0;
  vi.stubGlobal('RTCPeerConnection', FakePeerConnection);
  vi.stubGlobal('MediaStream', FakeMediaStream);
});
afterEach(() => vi.unstubAllGlobals());

function connections(polite: boolean) {
  const sent: SignalInput[] = [];
  const errors: unknown[] = [];
  const peers = new PeerConnections({
    iceServers: [],
    send: (signal) => sent.push(signal),
    onRemoteStream: () => {},
    onState: () => {},
    polite: () => polite,
    onError: (error) => errors.push(error),
  });
  return { peers, sent, errors };
}

const offer = (sdp: string): RelayedSignal => ({
  from: 'other',
  description: { type: 'offer', sdp },
});
const candidate = (name: string): RelayedSignal => ({
  from: 'other',
  candidate: { candidate: name, sdpMid: '0', sdpMLineIndex: 0 },
});
const answers = (sent: SignalInput[]) =>
  sent.filter((s) => s.description?.type === 'answer').map((s) => s.description!.sdp);
/** Lets every promise job that can run now run (a zero-delay macrotask), to see what has started. */
const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one participant’s connection', () => {
  it('answers offers one at a time: a second offer (an ICE restart) waits for the first answer', async () => {
    const { peers, sent, errors } = connections(true);
    peers.create('other', false);
    holdRemote = true;
    const first = peers.handle(offer('o1'));
    const restart = peers.handle(offer('o2'));
    const late = peers.handle(candidate('c1'));
    await flushPromises();
    // The browser is still applying the first offer: nothing else has started.
    expect(log).toEqual(['setRemote offer o1']);
    holdRemote = false;
    held.splice(0).forEach((release) => release());
    await Promise.all([first, restart, late]);
    expect(log).toEqual([
      'setRemote offer o1',
      'setLocal answer answer-to-o1',
      'setRemote offer o2',
      'setLocal answer answer-to-o2',
      'addCandidate c1',
    ]);
    expect(answers(sent)).toEqual(['answer-to-o1', 'answer-to-o2']);
    expect(errors).toEqual([]);
  });

  it('when both sides offered at once, the polite side takes its offer back and answers', async () => {
    const { peers, sent, errors } = connections(true);
    peers.create('other', true);
    await vi.waitFor(() => expect(sent.map((s) => s.description?.sdp)).toEqual(['offer-1']));

    await peers.handle(offer('their-offer'));

    expect(log).toEqual([
      'setLocal offer offer-1',
      'setLocal rollback',
      'setRemote offer their-offer',
      'setLocal answer answer-to-their-offer',
    ]);
    expect(answers(sent)).toEqual(['answer-to-their-offer']);
    expect(errors).toEqual([]);
  });

  it('when both sides offered at once, the other side keeps its offer and waits for the answer', async () => {
    const { peers, sent, errors } = connections(false);
    peers.create('other', true);
    await vi.waitFor(() => expect(sent).toHaveLength(1));

    await peers.handle(offer('their-offer'));
    await peers.handle({
      from: 'other',
      description: { type: 'answer', sdp: 'answer-to-offer-1' },
    });

    expect(log).toEqual(['setLocal offer offer-1', 'setRemote answer answer-to-offer-1']);
    expect(answers(sent)).toEqual([]);
    expect(errors).toEqual([]);
  });
});
