import { createHmac } from 'node:crypto';
import { MAX_ROOM_PARTICIPANTS } from '@vitrine/contracts/meeting-room';
import type { RoomTransport, SfuAccess } from '@vitrine/contracts/meetings';
import type { JanusRooms } from '../../../platform/janus/index.ts';

/**
 * The VideoRoom of a booking: a number made of the booking id's first 52 bits (VideoRoom's
 * numeric ids, within JavaScript's safe integers), so every instance names the same room
 * without storing it.
 */
export const sfuRoomId = (bookingId: string) =>
  Number.parseInt(bookingId.replace(/-/g, '').slice(0, 13), 16);

const keyed = (secret: string, what: string) =>
  createHmac('sha256', secret).update(what).digest('base64url');

/**
 * The choice between a mesh and the SFU, and the SFU's rooms (Janus' VideoRoom): a meeting for
 * more than `sfuAbove` people (its attendees and the shop's team) goes through Janus when one is
 * configured. The room of a booking is created at its first participant's token with a secret
 * only this server knows (made from the auth secret and the booking, the same on every
 * instance), its access list on: each participant's token (made the same way from the
 * participant) is added as their room token is issued, so only holders of a room token get in.
 * The room is destroyed when the meeting ends or is cancelled.
 */
export function createMeetingSfu(deps: {
  janus: JanusRooms | undefined;
  /** Janus' WebSocket API as browsers reach it. */
  publicUrl: string | undefined;
  secret: string;
  sfuAbove: number;
  maxParticipants: number;
}) {
  const room = (bookingId: string) => ({
    id: sfuRoomId(bookingId),
    secret: keyed(deps.secret, `janus-room.v1.${bookingId}`),
  });
  return {
    /** Mesh up to `sfuAbove` people, or without Janus; the SFU above. */
    transportFor(headcount: number): RoomTransport {
      return deps.janus && headcount > deps.sfuAbove ? 'sfu' : 'mesh';
    },

    /** The most people the room of this transport holds (the mesh refuses a fifth). */
    capacityOf(transport: RoomTransport): number {
      return transport === 'sfu' ? deps.maxParticipants : MAX_ROOM_PARTICIPANTS;
    },

    /** Opens the booking's room (once) and lets this participant in: what the browser needs. */
    async admit(bookingId: string, participantId: string): Promise<SfuAccess> {
      const { janus, publicUrl } = deps;
      if (!janus || !publicUrl) throw new Error('no SFU configured');
      const target = room(bookingId);
      await janus.ensureRoom({
        ...target,
        publishers: deps.maxParticipants,
        description: `meeting ${bookingId}`,
      });
      const token = keyed(deps.secret, `janus-token.v1.${bookingId}.${participantId}`);
      await janus.allow(target, token);
      return { url: publicUrl, room: target.id, token };
    },

    /** Destroys the booking's room, if it has one (a meeting that ended or was cancelled). */
    async close(bookingId: string): Promise<void> {
      await deps.janus?.destroyRoom(room(bookingId));
    },
  };
}

export type MeetingSfu = ReturnType<typeof createMeetingSfu>;
