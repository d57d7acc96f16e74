import type { IceServer } from '@vitrine/contracts/meeting-room';
import type { SfuAccess } from '@vitrine/contracts/meetings';
import Janus, { type JanusJS } from 'janus-gateway';
import adapter from 'webrtc-adapter';

type Kind = 'audio' | 'video';
type Handle = JanusJS.PluginHandle;
const VIDEOROOM = 'janus.plugin.videoroom';

/** A publisher as VideoRoom lists it: its feed id and the display it joined with. */
type Publisher = { id: number; display?: string };
type VideoRoomMessage = {
  videoroom?: string;
  error?: string;
  error_code?: number;
  private_id?: number;
  publishers?: Publisher[];
  unpublished?: number | 'ok';
  leaving?: number | 'ok';
};

let initialised: Promise<void> | null = null;
/** Janus' library, set up once per page with webrtc-adapter and the browser's WebSocket. */
function initJanus(): Promise<void> {
  initialised ??= new Promise((resolve) =>
    Janus.init({
      debug: false,
      dependencies: Janus.useDefaultDependencies({ adapter }),
      callback: () => resolve(),
    }),
  );
  return initialised;
}

const attach = (janus: Janus, callbacks: Omit<JanusJS.PluginOptions, 'plugin'>) =>
  new Promise<Handle>((resolve, reject) =>
    janus.attach({
      ...callbacks,
      plugin: VIDEOROOM,
      success: resolve,
      error: (error) => reject(new Error(error)),
    }),
  );

/**
 * The browser side of a meeting on the SFU (Janus' VideoRoom, through Janus' own library): one
 * publisher connection that sends this side's audio and video once (the video in simulcast
 * layers where the browser offers them; Janus forwards each viewer the layer it can take), and
 * one subscriber connection per other publisher. Each joins with the participant's token from
 * the room token (the room admits no one else) and the participant id as its display, which is
 * how a remote stream finds its person in the /meet room. Camera off and screen sharing change
 * the one sent track with replaceTrack; nothing is renegotiated.
 */
export class SfuConnection {
  private janus: Janus | null = null;
  private publisher: Handle | null = null;
  /** A first publish is queued (tracks arrived after joining with none). */
  private publishQueued = false;
  private privateId: number | undefined;
  private readonly subscribers = new Map<number, { handle: Handle; display: string }>();
  private readonly remote = new Map<number, MediaStream>();
  private readonly tracks: Record<Kind, MediaStreamTrack | null> = { audio: null, video: null };
  private closed = false;

  constructor(
    private readonly options: {
      access: SfuAccess;
      /** Who this side is: its publisher's display. */
      participantId: string;
      iceServers: IceServer[];
      iceTransportPolicy?: RTCIceTransportPolicy;
      /** A participant's stream (by participant id), or null when they stopped publishing. */
      onRemoteStream: (participantId: string, stream: MediaStream | null) => void;
      onError?: (message: string) => void;
    },
  ) {}

  private fail = (message: string) => {
    if (!this.closed) this.options.onError?.(message);
  };

  /** Connects to Janus, joins the room as a publisher, publishes, and subscribes to the others. */
  async start(tracks: Record<Kind, MediaStreamTrack | null>): Promise<void> {
    this.tracks.audio = tracks.audio;
    this.tracks.video = tracks.video;
    await initJanus();
    const janus = await new Promise<Janus>((resolve, reject) => {
      const session: Janus = new Janus({
        server: this.options.access.url,
        iceServers: this.options.iceServers as RTCIceServer[],
        iceTransportPolicy: this.options.iceTransportPolicy,
        success: () => resolve(session),
        error: (error: unknown) => {
          reject(new Error(String(error)));
          this.fail('The connection to the video service dropped.');
        },
      });
    });
    if (this.closed) {
      janus.destroy({});
      return;
    }
    this.janus = janus;
    const handle = await attach(janus, {
      onmessage: (message, jsep) => this.onPublisherMessage(message as VideoRoomMessage, jsep),
    });
    this.publisher = handle;
    handle.send({
      message: {
        request: 'join',
        ptype: 'publisher',
        room: this.options.access.room,
        display: this.options.participantId,
        token: this.options.access.token,
      },
    });
  }

  private onPublisherMessage(message: VideoRoomMessage, jsep?: JanusJS.JSEP) {
    const handle = this.publisher;
    if (!handle) return;
    if (jsep) handle.handleRemoteJsep({ jsep });
    if (message.error) {
      this.fail(`The video service refused this meeting: ${message.error}`);
      return;
    }
    if (message.videoroom === 'joined') {
      this.privateId = message.private_id;
      this.publish(handle);
    }
    for (const publisher of message.publishers ?? []) this.subscribe(publisher);
    const gone = message.unpublished ?? message.leaving;
    if (typeof gone === 'number') this.unsubscribe(gone);
  }

  /** Offers this side's tracks once; the video in simulcast layers. */
  private publish(handle: Handle) {
    const offered: JanusJS.TrackOption[] = [];
    if (this.tracks.audio) offered.push({ type: 'audio', capture: this.tracks.audio, recv: false });
    if (this.tracks.video) {
      offered.push({ type: 'video', capture: this.tracks.video, recv: false, simulcast: true });
    }
    if (offered.length === 0) return;
    handle.createOffer({
      tracks: offered,
      success: (jsep) =>
        handle.send({ message: { request: 'configure', audio: true, video: true }, jsep }),
      error: () => this.fail('Could not send your camera to the meeting.'),
    });
  }

  private subscribe(publisher: Publisher) {
    const janus = this.janus;
    if (!janus || this.closed || this.subscribers.has(publisher.id)) return;
    const display = publisher.display ?? String(publisher.id);
    // Our own feed comes back in no list, but a second tab of the same person might.
    if (display === this.options.participantId) return;
    const entry = { handle: null as unknown as Handle, display };
    this.subscribers.set(publisher.id, entry);
    void attach(janus, {
      onmessage: (message, jsep) => {
        const answer = message as VideoRoomMessage;
        if (answer.error) {
          this.fail(`The video service refused a stream: ${answer.error}`);
          return;
        }
        if (!jsep) return;
        entry.handle.createAnswer({
          jsep,
          // Audio and video as offered, received only.
          tracks: [{ type: 'data', capture: false }],
          success: (reply) =>
            entry.handle.send({
              message: { request: 'start', room: this.options.access.room },
              jsep: reply,
            }),
          error: () => this.fail('Could not receive a participant’s video.'),
        });
      },
      onremotetrack: (track, _mid, on) => {
        const stream = this.remote.get(publisher.id) ?? new MediaStream();
        this.remote.set(publisher.id, stream);
        if (on) {
          if (!stream.getTracks().includes(track)) stream.addTrack(track);
        } else {
          stream.removeTrack(track);
        }
        // A new MediaStream object, so the tile sees a change.
        this.options.onRemoteStream(display, new MediaStream(stream.getTracks()));
      },
    }).then(
      (handle) => {
        entry.handle = handle;
        if (this.closed || !this.subscribers.has(publisher.id)) {
          handle.detach();
          return;
        }
        handle.send({
          message: {
            request: 'join',
            ptype: 'subscriber',
            room: this.options.access.room,
            streams: [{ feed: publisher.id }],
            private_id: this.privateId,
            token: this.options.access.token,
          },
        });
      },
      () => this.fail('Could not receive a participant’s video.'),
    );
  }

  private unsubscribe(feed: number) {
    const entry = this.subscribers.get(feed);
    if (!entry) return;
    this.subscribers.delete(feed);
    this.remote.delete(feed);
    entry.handle?.detach();
    this.options.onRemoteStream(entry.display, null);
  }

  /** The track this side sends of a kind (null: nothing, e.g. the camera off). */
  setTrack(kind: Kind, track: MediaStreamTrack | null) {
    this.tracks[kind] = track;
    const pc = this.publisher?.webrtcStuff?.pc;
    if (!pc) {
      // Nothing published yet (a trunk show's viewer the shop now lets speak): publish what
      // there is, once for the audio and video set together.
      if (track && this.publisher && this.privateId !== undefined && !this.publishQueued) {
        this.publishQueued = true;
        queueMicrotask(() => {
          this.publishQueued = false;
          const handle = this.publisher;
          if (handle && !handle.webrtcStuff?.pc && !this.closed) this.publish(handle);
        });
      }
      return;
    }
    const sender = pc
      .getTransceivers()
      .find((t) => t.sender.track?.kind === kind || t.receiver.track?.kind === kind)?.sender;
    if (sender) {
      void sender.replaceTrack(track).catch(() => this.fail('Could not change what you send.'));
    } else if (track && this.publisher) {
      // Nothing of this kind was published (no camera at first): add it now.
      const handle = this.publisher;
      handle.createOffer({
        tracks: [{ type: kind, capture: track, recv: false, simulcast: kind === 'video' }],
        success: (jsep) =>
          handle.send({ message: { request: 'configure', audio: true, video: true }, jsep }),
        error: () => this.fail('Could not send your camera to the meeting.'),
      });
    }
  }

  /** The statistics of the publisher's and every subscriber's connection, for the quality report. */
  async statsReports(): Promise<RTCStatsReport[]> {
    const handles = [this.publisher, ...[...this.subscribers.values()].map((s) => s.handle)];
    const pcs = handles.flatMap((handle) => {
      const pc = handle?.webrtcStuff?.pc;
      return pc && pc.connectionState !== 'closed' ? [pc] : [];
    });
    return Promise.all(pcs.map((pc) => pc.getStats()));
  }

  /** Leaves the room: every connection and the Janus session close. */
  close() {
    this.closed = true;
    for (const [feed] of this.subscribers) this.unsubscribe(feed);
    this.publisher?.hangup();
    this.publisher = null;
    this.janus?.destroy({});
    this.janus = null;
  }
}
