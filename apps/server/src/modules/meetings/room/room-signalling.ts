import {
  callQualityReportSchema,
  chatSendSchema,
  handInputSchema,
  pinInputSchema,
  pinPriceInputSchema,
  signalSchema,
  type MeetClientToServer,
  type MeetServerToClient,
  type RoomConnectError,
  type RoomParticipant,
} from '@vitrine/contracts/meeting-room';
import type { FastifyBaseLogger } from 'fastify';
import type { Namespace, Socket } from 'socket.io';
import type { RoomTransport } from '@vitrine/contracts/meetings';
import { verifyRoomToken, type RoomClaims } from '../room-token.ts';
import type { RoomRepository } from './room.repository.ts';

/** `handRaised`, `maySpeak`: a trunk show viewer's hand, as this socket's instance knows it. */
type RoomSocketData = RoomClaims & { shopId: string; handRaised?: boolean; maySpeak?: boolean };
type RoomNamespace = Namespace<MeetClientToServer, MeetServerToClient, never, RoomSocketData>;
type RoomSocket = Socket<MeetClientToServer, MeetServerToClient, never, RoomSocketData>;

/** Everyone in one meeting's room, on every instance. */
export const meetingRoom = (bookingId: string) => `meet:${bookingId}`;
/**
 * One socket's inbox inside its meeting: signals go there, so a socket id of another meeting
 * reaches nobody.
 */
const inbox = (bookingId: string, socketId: string) => `meet:${bookingId}:${socketId}`;

const refuse = (code: RoomConnectError) => new Error(code);

const participantOf = (socket: { id: string; data: RoomSocketData }): RoomParticipant => ({
  socketId: socket.id,
  participantId: socket.data.participantId,
  name: socket.data.name,
  role: socket.data.role,
  ...(socket.data.role === 'viewer' && {
    handRaised: socket.data.handRaised ?? false,
    maySpeak: socket.data.maySpeak ?? false,
  }),
});

/**
 * The meeting room's signalling on a socket.io namespace: a socket enters with a room token
 * only (an invitee has no account), joins the room of its booking (at most four participants
 * on a mesh, more when the video goes through the SFU; the same participant again replaces their old socket, which is how a dropped connection
 * rejoins), and relays offers, answers and ICE candidates to one other participant. The chat and
 * the shop's pins are stored with the booking and broadcast to everyone in the room.
 */
export function attachMeetingRoom(
  nsp: RoomNamespace,
  deps: {
    secret: string;
    clock: () => Date;
    /** The most people in a room of this transport (4 on a mesh). */
    capacityOf: (transport: RoomTransport) => number;
    room: RoomRepository;
    /** The shop of a live booking (null when there is none, or it was cancelled). */
    shopOf: (bookingId: string) => Promise<string | null>;
    log: FastifyBaseLogger;
  },
): { pending: Set<Promise<unknown>> } {
  // Work in flight, for shutdown to wait for before the database closes.
  const pending = new Set<Promise<unknown>>();
  const track = <T>(work: Promise<T>) => {
    pending.add(work);
    void work.finally(() => pending.delete(work)).catch(() => {});
    return work;
  };

  // Sockets enter a room one at a time on this instance (entries on two instances are not
  // ordered): each joins, is welcomed with who is there and announced to them before the next
  // joins. Two entering together could otherwise both list each other (both offer), or the
  // first read the room before the second joined yet get the second's "joined" before its own
  // welcome (which the web app drops) and never learn of it: rejoins after every socket was
  // dropped come all at once.
  const turns = new Map<string, Promise<void>>();
  const inTurn = (room: string, enter: () => Promise<void>): Promise<void> => {
    const entered = (turns.get(room) ?? Promise.resolve()).then(enter);
    const done = entered.catch(() => {});
    turns.set(room, done);
    void done.then(() => {
      if (turns.get(room) === done) turns.delete(room);
    });
    return entered;
  };

  nsp.use((socket, next) => {
    const { token, bookingId } = socket.handshake.auth as Record<string, unknown>;
    const claims =
      typeof token === 'string' ? verifyRoomToken(deps.secret, token, deps.clock()) : null;
    // A token of another meeting does not open this one.
    if (!claims || (bookingId !== undefined && bookingId !== claims.bookingId)) {
      return next(refuse('ROOM_TOKEN_INVALID'));
    }
    track(
      (async () => {
        const shopId = await deps.shopOf(claims.bookingId);
        if (!shopId) return next(refuse('ROOM_TOKEN_INVALID'));
        const present = await nsp.in(meetingRoom(claims.bookingId)).fetchSockets();
        const same = present.filter((s) => s.data.participantId === claims.participantId);
        const capacity = claims.roomCapacity ?? deps.capacityOf(claims.transport);
        if (present.length - same.length >= capacity) {
          return next(refuse('ROOM_FULL'));
        }
        // The same person again (a reconnect, another tab): the old socket gives way.
        for (const old of same) {
          // Told first, so that client does not reconnect (which would push this one out).
          old.emit('room:error', {
            code: 'REPLACED',
            message: 'You joined this meeting from another tab or device.',
          });
          old.disconnect(true);
        }
        socket.data = { ...claims, shopId };
        next();
      })().catch((error: unknown) => {
        deps.log.error({ err: error }, 'meeting room: could not admit a socket');
        next(refuse('INTERNAL'));
      }),
    );
  });

  nsp.on('connection', (socket: RoomSocket) => {
    const { bookingId } = socket.data;
    const room = meetingRoom(bookingId);
    const self = participantOf(socket);
    const fail = (error: unknown, what: string) => {
      deps.log.error({ err: error, bookingId }, `meeting room: ${what} failed`);
      socket.emit('room:error', { code: 'INTERNAL', message: `Could not ${what}. Try again.` });
    };

    track(
      inTurn(room, async () => {
        // Gone while it waited: joining now would leave a socket nobody can reach in the room.
        if (socket.disconnected) return;
        await socket.join([room, inbox(bookingId, socket.id)]);
        const [present, pins, chat] = await Promise.all([
          nsp.in(room).fetchSockets(),
          deps.room.pins(bookingId),
          deps.room.chat(bookingId),
        ]);
        // Gone during the reads: its "left" went out already; a "joined" now would outlive it.
        if (socket.disconnected) return;
        socket.emit('room:welcome', {
          shopId: socket.data.shopId,
          self,
          participants: present.map(participantOf),
          pins,
          chat,
        });
        socket.to(room).emit('participant:joined', self);
      }).catch((error: unknown) => fail(error, 'enter the room')),
    );

    socket.on('signal', (raw) => {
      const parsed = signalSchema.safeParse(raw);
      if (!parsed.success) return;
      const { to, ...signal } = parsed.data;
      nsp.to(inbox(bookingId, to)).emit('signal', { ...signal, from: socket.id });
    });

    socket.on('chat:send', (raw) => {
      const parsed = chatSendSchema.safeParse(raw);
      if (!parsed.success) {
        socket.emit('room:error', {
          code: 'VALIDATION_FAILED',
          message: 'body: a message has 1 to 1000 characters',
        });
        return;
      }
      track(
        deps.room
          .addMessage({
            bookingId,
            participantId: self.participantId,
            name: self.name,
            role: self.role,
            body: parsed.data.body,
            sentAt: deps.clock(),
          })
          .then((message) => void nsp.to(room).emit('chat:message', message))
          .catch((error: unknown) => fail(error, 'send the message')),
      );
    });

    const changePins = (
      raw: unknown,
      change: (productId: string, priceMinor: number | null) => Promise<boolean>,
      schema: typeof pinInputSchema | typeof pinPriceInputSchema = pinInputSchema,
    ) => {
      if (self.role !== 'shop') {
        socket.emit('room:error', { code: 'FORBIDDEN', message: 'Only the shop pins products.' });
        return;
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        socket.emit('room:error', {
          code: 'VALIDATION_FAILED',
          message:
            issue.path[0] === 'priceMinor'
              ? 'priceMinor: must be a whole amount in paise, at least 1, or null'
              : 'productId: must be a product id',
        });
        return;
      }
      const input: { productId: string; priceMinor?: number | null } = parsed.data;
      const priceMinor = input.priceMinor ?? null;
      track(
        (async () => {
          if (!(await change(input.productId, priceMinor))) {
            socket.emit('room:error', {
              code: 'NOT_FOUND',
              message: 'productId: not a product of this shop',
            });
            return;
          }
          nsp.to(room).emit('pins:changed', await deps.room.pins(bookingId));
        })().catch((error: unknown) => fail(error, 'change the pinned products')),
      );
    };
    socket.on('pin:add', (raw) =>
      changePins(raw, (productId) =>
        deps.room.pin(bookingId, socket.data.shopId, productId, deps.clock()),
      ),
    );
    socket.on('pin:price', (raw) =>
      changePins(
        raw,
        (productId, priceMinor) => deps.room.setPinPrice(bookingId, productId, priceMinor),
        pinPriceInputSchema,
      ),
    );
    socket.on('pin:remove', (raw) =>
      changePins(raw, async (productId) => {
        await deps.room.unpin(bookingId, productId);
        return true;
      }),
    );

    // A trunk show's hands: a viewer raises or lowers theirs; the shop lets one speak or stops
    // them. Everyone in the room hears each change (`hand:changed`); the viewer let speak
    // starts sending their camera and microphone.
    const announceHand = (participantId: string, handRaised: boolean, maySpeak: boolean) => {
      nsp.to(room).emit('hand:changed', { participantId, handRaised, maySpeak });
    };
    const ownHand = (raised: boolean) => {
      if (self.role !== 'viewer') {
        socket.emit('room:error', {
          code: 'FORBIDDEN',
          message: 'Only a trunk show’s viewers raise a hand.',
        });
        return;
      }
      socket.data.handRaised = raised;
      announceHand(self.participantId, raised, socket.data.maySpeak ?? false);
    };
    socket.on('hand:raise', () => ownHand(true));
    socket.on('hand:lower', () => ownHand(false));
    const letSpeak = (raw: unknown, maySpeak: boolean) => {
      if (self.role !== 'shop') {
        socket.emit('room:error', {
          code: 'FORBIDDEN',
          message: 'Only the shop lets people speak.',
        });
        return;
      }
      const parsed = handInputSchema.safeParse(raw);
      if (!parsed.success) {
        socket.emit('room:error', {
          code: 'VALIDATION_FAILED',
          message: 'participantId: must name a participant',
        });
        return;
      }
      const { participantId } = parsed.data;
      track(
        (async () => {
          const present = await nsp.in(room).fetchSockets();
          const viewers = present.filter(
            (s) => s.data.participantId === participantId && s.data.role === 'viewer',
          );
          if (viewers.length === 0) {
            socket.emit('room:error', {
              code: 'NOT_FOUND',
              message: 'participantId: not a viewer in this room',
            });
            return;
          }
          // Sockets of this instance keep the change for the next welcome's list.
          for (const viewer of present) {
            const local = nsp.sockets.get(viewer.id);
            if (local && local.data.participantId === participantId) {
              local.data.maySpeak = maySpeak;
              local.data.handRaised = false;
            }
          }
          announceHand(participantId, false, maySpeak);
        })().catch((error: unknown) => fail(error, 'change who may speak')),
      );
    };
    socket.on('hand:allow', (raw) => letSpeak(raw, true));
    socket.on('hand:mute', (raw) => letSpeak(raw, false));

    socket.on('quality:report', (raw, ack) => {
      const answer = typeof ack === 'function' ? ack : () => {};
      const parsed = callQualityReportSchema.safeParse(raw);
      if (!parsed.success) {
        const issue = parsed.error.issues[0]!;
        const message = `${issue.path.join('.') || 'report'}: ${issue.message}`;
        socket.emit('room:error', { code: 'VALIDATION_FAILED', message });
        answer({ ok: false, code: 'VALIDATION_FAILED', message });
        return;
      }
      track(
        deps.room
          .saveQuality({
            ...parsed.data,
            bookingId,
            participantId: self.participantId,
            name: self.name,
            role: self.role,
            transport: socket.data.transport,
            reportedAt: deps.clock(),
          })
          .then(() => answer({ ok: true }))
          .catch((error: unknown) => {
            fail(error, 'keep the call quality');
            answer({ ok: false, code: 'INTERNAL', message: 'Could not keep the call quality.' });
          }),
      );
    });

    socket.on('leave', () => void socket.disconnect(true));
    socket.on('disconnect', () => {
      nsp.to(room).emit('participant:left', { socketId: socket.id });
    });
  });

  return { pending };
}
