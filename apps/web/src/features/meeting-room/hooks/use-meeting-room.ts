import {
  MEET_NAMESPACE,
  type CallQualityReport,
  type MeetClientToServer,
  type MeetServerToClient,
  type PinnedProduct,
  type RoomChatMessage,
} from '@vitrine/contracts/meeting-room';
import type { RoomToken } from '@vitrine/contracts/meetings';
import { useCallback, useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import { JoinClosedError, type RoomTokenSource } from '../api/room-token.ts';
import {
  connectionQuality,
  type ConnectionQuality,
  type StatsSample,
} from '../lib/connection-quality.ts';
import {
  callQualityReport,
  QUALITY_REPORT_EVERY_MS,
  remoteVideoTotals,
} from '../lib/call-quality.ts';
import { PeerConnections } from '../lib/peer-connections.ts';
import type { SfuConnection } from '../lib/sfu-connection.ts';
import {
  emptyMesh,
  reduceMesh,
  type MeshAction,
  type MeshEvent,
  type MeshState,
} from '../lib/mesh.ts';

type RoomSocket = Socket<MeetServerToClient, MeetClientToServer>;

/** What a trunk show's viewer sends before the shop lets them speak: nothing. */
const SILENT = { audio: null, video: null };

export type RoomStatus =
  | { kind: 'connecting' }
  | { kind: 'in-room' }
  | { kind: 'reconnecting' }
  | { kind: 'full' }
  | { kind: 'closed'; message: string; opensAt: string | null }
  | { kind: 'left' }
  | { kind: 'error'; message: string };

/** Shown when the TURN relay refuses this side's credentials: the video cannot connect. */
export const RELAY_REFUSED =
  'The call relay refused this meeting’s credentials, so the video cannot connect. Leave and join again; if this keeps happening, the site’s relay (TURN) settings need fixing.';

/** How long Leave waits for the server to keep the last call-quality report. */
const LEAVE_REPORT_WAIT_MS = 3_000;

/** Carries out one decision of the mesh on the browser's peer connections. */
function perform(peers: PeerConnections, action: MeshAction) {
  if (action.type === 'create-peer') peers.create(action.socketId, action.initiator);
  else if (action.type === 'close-peer') peers.close(action.socketId);
  else peers.restartIce(action.socketId);
}

/**
 * The room after the pre-join screen: the /meet socket (its token fetched again when a
 * reconnect finds it expired), the video (a mesh: mesh.ts decides, PeerConnections carries out;
 * or, when the room token says `sfu`, one SfuConnection to Janus once the room welcomed this
 * side), the remote streams, the chat and the pins. `tracks` are what this side sends. Who is
 * in the room comes from /meet either way.
 */
export function useMeetingRoom(options: {
  bookingId: string;
  firstToken: RoomToken;
  getToken: RoomTokenSource;
  tracks: { audio: MediaStreamTrack | null; video: MediaStreamTrack | null };
}) {
  const { bookingId, firstToken, getToken } = options;
  const [mesh, setMesh] = useState<MeshState>(emptyMesh);
  const meshRef = useRef<MeshState>(emptyMesh);
  const [status, setStatus] = useState<RoomStatus>({ kind: 'connecting' });
  const [streams, setStreams] = useState<Record<string, MediaStream>>({});
  /** On the SFU: each participant's stream, by participant id. */
  const [sfuStreams, setSfuStreams] = useState<Record<string, MediaStream>>({});
  const sfuRef = useRef<SfuConnection | null>(null);
  const [chat, setChat] = useState<RoomChatMessage[]>([]);
  const [pins, setPins] = useState<PinnedProduct[]>([]);
  const [shopId, setShopId] = useState<string | null>(null);
  /** A trunk show's viewers' hands, by participant id (from the welcome, then `hand:changed`). */
  const [hands, setHands] = useState<Record<string, { handRaised: boolean; maySpeak: boolean }>>(
    {},
  );
  const [notice, setNotice] = useState<string | null>(null);
  const [quality, setQuality] = useState<Record<string, ConnectionQuality>>({});
  const socketRef = useRef<RoomSocket | null>(null);
  const peersRef = useRef<PeerConnections | null>(null);
  // A trunk show's viewer watches: nothing goes out until the shop lets them speak.
  const silenced =
    firstToken.role === 'viewer' && !(hands[firstToken.participantId]?.maySpeak ?? false);
  const sending = silenced ? SILENT : options.tracks;
  const tracksRef = useRef(sending);
  tracksRef.current = sending;
  /** The call quality so far, read every 2 s; sent every 30 s and when leaving. */
  const reportRef = useRef<CallQualityReport | null>(null);
  /** Reads the call quality now (for leaving: the totals up to the last moment). */
  const readReportRef = useRef<() => Promise<CallQualityReport | null>>(async () => null);

  // The mesh decides (a pure reducer); its actions run at once, in order, on the connections.
  const dispatch = useCallback((event: MeshEvent) => {
    const { state, actions } = reduceMesh(meshRef.current, event);
    meshRef.current = state;
    setMesh(state);
    const peers = peersRef.current;
    if (peers) for (const action of actions) perform(peers, action);
  }, []);

  useEffect(() => {
    let token = firstToken.token;
    let refreshed = false;
    const socket: RoomSocket = io(MEET_NAMESPACE, {
      path: '/socket.io',
      transports: ['websocket'],
      // Read on every (re)connect, so a fresh token goes with the next attempt.
      auth: (send) => send({ token, bookingId }),
    });
    socketRef.current = socket;
    const sfuAccess = firstToken.transport === 'sfu' ? firstToken.sfu : null;
    let sfuStarted = false;
    let disposed = false;
    // Janus' library is loaded only for a meeting on the SFU.
    const startSfu = (participantId: string) => {
      if (!sfuAccess || sfuStarted) return;
      sfuStarted = true;
      import('../lib/sfu-connection.ts').then(
        ({ SfuConnection }) => {
          if (disposed) return;
          const sfu = new SfuConnection({
            access: sfuAccess,
            participantId,
            iceServers: firstToken.iceServers,
            iceTransportPolicy: firstToken.iceTransportPolicy,
            onRemoteStream: (id, stream) =>
              setSfuStreams(({ [id]: _old, ...rest }) =>
                stream ? { ...rest, [id]: stream } : rest,
              ),
            onError: setNotice,
          });
          sfuRef.current = sfu;
          sfu.start(tracksRef.current).catch(() => setNotice('Could not reach the video service.'));
        },
        () => setNotice('Could not load the video service. Leave and join again.'),
      );
    };
    const peers = new PeerConnections({
      iceServers: firstToken.iceServers,
      iceTransportPolicy: firstToken.iceTransportPolicy,
      send: (signal) => socket.emit('signal', signal),
      onRemoteStream: (socketId, stream) =>
        setStreams(({ [socketId]: _old, ...rest }) =>
          stream ? { ...rest, [socketId]: stream } : rest,
        ),
      onState: (socketId, state) => dispatch({ type: 'connection-state', socketId, state }),
      polite: (socketId) => (meshRef.current.self?.socketId ?? '') > socketId,
      onError: () => setNotice('A connection to one participant had a problem; retrying.'),
      onRelayRefused: () => setNotice(RELAY_REFUSED),
    });
    peers.setTrack('audio', tracksRef.current.audio);
    peers.setTrack('video', tracksRef.current.video);
    // On the SFU, the mesh only lists who is here: no peer connections to carry its actions out.
    peersRef.current = sfuAccess ? null : peers;

    socket.on('room:welcome', (welcome) => {
      refreshed = false;
      setStatus({ kind: 'in-room' });
      setShopId(welcome.shopId);
      setChat(welcome.chat);
      setPins(welcome.pins);
      setHands(
        Object.fromEntries(
          [welcome.self, ...welcome.participants]
            .filter((p) => p.role === 'viewer')
            .map((p) => [
              p.participantId,
              { handRaised: p.handRaised ?? false, maySpeak: p.maySpeak ?? false },
            ]),
        ),
      );
      dispatch({ type: 'welcome', self: welcome.self, participants: welcome.participants });
      startSfu(welcome.self.participantId);
    });
    socket.on('participant:joined', (participant) => dispatch({ type: 'joined', participant }));
    socket.on('participant:left', ({ socketId }) => dispatch({ type: 'left', socketId }));
    socket.on('signal', (signal) => void peers.handle(signal).catch(() => {}));
    socket.on('chat:message', (message) =>
      setChat((list) => (list.some((m) => m.id === message.id) ? list : [...list, message])),
    );
    socket.on('pins:changed', setPins);
    socket.on('hand:changed', ({ participantId, handRaised, maySpeak }) =>
      setHands((all) => ({ ...all, [participantId]: { handRaised, maySpeak } })),
    );
    let replaced = false;
    socket.on('room:error', ({ code, message }) => {
      if (code === 'REPLACED') replaced = true;
      setNotice(message);
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io client disconnect') return;
      if (replaced) {
        setStatus({
          kind: 'error',
          message: 'You joined this meeting from another tab or device.',
        });
        return;
      }
      setStatus({ kind: 'reconnecting' });
      // The server closed the socket (an instance shutting down): socket.io does not come back
      // by itself then, so ask again; the manager's back-off takes over if it fails.
      if (reason === 'io server disconnect') socket.connect();
    });
    socket.on('connect_error', (error) => {
      if (error.message === 'ROOM_FULL') {
        setStatus({ kind: 'full' });
        return;
      }
      // The server refused the token (it expires after a few minutes): ask for a new one, once.
      if (!socket.active && !refreshed) {
        refreshed = true;
        getToken().then(
          (fresh) => {
            token = fresh.token;
            socket.connect();
          },
          (failure: unknown) =>
            setStatus(
              failure instanceof JoinClosedError
                ? { kind: 'closed', message: failure.message, opensAt: failure.opensAt }
                : {
                    kind: 'error',
                    message: 'Could not get back into the meeting. Try joining again.',
                  },
            ),
        );
      } else if (!socket.active) {
        setStatus({ kind: 'error', message: 'Could not get into the meeting. Try joining again.' });
      } else {
        setStatus({ kind: 'reconnecting' });
      }
    });

    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      peers.closeAll();
      disposed = true;
      sfuRef.current?.close();
      sfuRef.current = null;
      setSfuStreams({});
      meshRef.current = emptyMesh;
      socketRef.current = null;
      peersRef.current = null;
    };
  }, [bookingId, firstToken, getToken, dispatch]);

  // Every 2 s, each connection's quality from getStats; a poor link sends a smaller picture.
  useEffect(() => {
    const samples = new Map<string, StatsSample>();
    const sentPoor = new Set<string>();
    let stopped = false;
    const read = async () => {
      const peers = peersRef.current;
      if (!peers) return;
      const next: Record<string, ConnectionQuality> = {};
      for (const [socketId, peer] of Object.entries(meshRef.current.peers)) {
        const sample = await peers.sample(socketId).catch(() => undefined);
        next[socketId] = connectionQuality(
          peer.state,
          peer.restarting,
          samples.get(socketId),
          sample,
        );
        if (sample) samples.set(socketId, sample);
        const poor = next[socketId] === 'poor';
        if (poor !== sentPoor.has(socketId)) {
          if (poor) sentPoor.add(socketId);
          else sentPoor.delete(socketId);
          void peers.adaptSending(socketId, poor);
        }
      }
      // Forget the readings of people who left.
      for (const socketId of samples.keys()) if (!(socketId in next)) samples.delete(socketId);
      for (const socketId of sentPoor) if (!(socketId in next)) sentPoor.delete(socketId);
      if (!stopped) setQuality(next);
    };
    const timer = setInterval(() => void read(), 2_000);
    // A device that changes network (Wi-Fi to mobile, back online) restarts ICE at once.
    const networkChanged = () => dispatch({ type: 'network-changed' });
    const connection = (navigator as Navigator & { connection?: EventTarget }).connection;
    window.addEventListener('online', networkChanged);
    connection?.addEventListener('change', networkChanged);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('online', networkChanged);
      connection?.removeEventListener('change', networkChanged);
    };
  }, [dispatch]);

  // The call-quality report: from joining to the first decoded remote frame (read every 250 ms
  // until it comes, so the time is within a quarter second), relayed or direct, frames and
  // packets lost; sent over /meet every 30 s (the server keeps the latest) and when leaving.
  useEffect(() => {
    const joinedAt = performance.now();
    let firstFrameMs: number | null = null;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readNow = async () => {
      const source = peersRef.current ?? sfuRef.current;
      const reports = source ? await source.statsReports().catch(() => []) : [];
      const totals = remoteVideoTotals(reports);
      if (firstFrameMs === null && totals.framesDecoded > 0) {
        firstFrameMs = Math.round(performance.now() - joinedAt);
      }
      reportRef.current = callQualityReport(totals, firstFrameMs);
      return reportRef.current;
    };
    readReportRef.current = readNow;
    const read = async () => {
      await readNow();
      if (stopped) return;
      timer = setTimeout(() => void read(), firstFrameMs === null ? 250 : 2_000);
    };
    void read();
    const send = setInterval(() => {
      if (reportRef.current) socketRef.current?.emit('quality:report', reportRef.current);
    }, QUALITY_REPORT_EVERY_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(send);
    };
  }, [bookingId, firstToken]);

  useEffect(() => {
    peersRef.current?.setTrack('audio', sending.audio);
    peersRef.current?.setTrack('video', sending.video);
    sfuRef.current?.setTrack('audio', sending.audio);
    sfuRef.current?.setTrack('video', sending.video);
  }, [sending.audio, sending.video]);

  const leave = useCallback(() => {
    // The call quality up to now goes out first (at most half a second's wait for getStats), and
    // the room is left once the server has kept it, or after LEAVE_REPORT_WAIT_MS: a report
    // emitted while the socket is reconnecting sits in its buffer, which disconnecting drops.
    const lastMoment = Promise.race([
      readReportRef.current().catch(() => reportRef.current),
      new Promise<CallQualityReport | null>((resolve) =>
        setTimeout(() => resolve(reportRef.current), 500),
      ),
    ]);
    return lastMoment.then(async (report) => {
      const socket = socketRef.current;
      if (report && socket) {
        await socket
          .timeout(LEAVE_REPORT_WAIT_MS)
          .emitWithAck('quality:report', report)
          .catch(() => undefined);
      }
      socket?.emit('leave');
      socket?.disconnect();
      sfuRef.current?.close();
      sfuRef.current = null;
      dispatch({ type: 'leave' });
      setStatus({ kind: 'left' });
    });
  }, [dispatch]);

  return {
    status,
    mesh,
    /** Per participant (socket id): what their tile says of the connection. */
    quality,
    streams: firstToken.transport === 'sfu' ? streamsBySocket(mesh, sfuStreams) : streams,
    chat,
    pins,
    shopId,
    notice,
    dismissNotice: () => setNotice(null),
    sendChat: (body: string) => socketRef.current?.emit('chat:send', { body }),
    pin: (productId: string) => socketRef.current?.emit('pin:add', { productId }),
    unpin: (productId: string) => socketRef.current?.emit('pin:remove', { productId }),
    /** The shop's meeting-only price of a pin (null takes it off). */
    setPinPrice: (productId: string, priceMinor: number | null) =>
      socketRef.current?.emit('pin:price', { productId, priceMinor }),
    /** A trunk show's hands: each viewer's, raised or let speak. */
    hands,
    raiseHand: () => socketRef.current?.emit('hand:raise'),
    lowerHand: () => socketRef.current?.emit('hand:lower'),
    letSpeak: (participantId: string) => socketRef.current?.emit('hand:allow', { participantId }),
    stopSpeaking: (participantId: string) =>
      socketRef.current?.emit('hand:mute', { participantId }),
    leave,
  };
}

/** The SFU's streams (by participant id) under the socket ids the tiles are keyed by. */
function streamsBySocket(mesh: MeshState, byParticipant: Record<string, MediaStream>) {
  const streams: Record<string, MediaStream> = {};
  for (const [socketId, peer] of Object.entries(mesh.peers)) {
    const stream = byParticipant[peer.participant.participantId];
    if (stream) streams[socketId] = stream;
  }
  return streams;
}

export type MeetingRoomState = ReturnType<typeof useMeetingRoom>;
