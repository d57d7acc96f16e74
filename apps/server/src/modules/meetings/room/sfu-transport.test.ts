import { describe, expect, it } from 'vitest';
import type { JanusRooms } from '../../../platform/janus/index.ts';
import { createMeetingSfu, sfuRoomId } from './sfu.ts';

/** A Janus that records what it was asked. */
function recordingJanus() {
  const calls: string[] = [];
  const janus: JanusRooms = {
    ensureRoom: async (room) => void calls.push(`ensure ${room.id} ${room.publishers}`),
    allow: async (room, token) => void calls.push(`allow ${room.id} ${token}`),
    destroyRoom: async (room) => void calls.push(`destroy ${room.id}`),
    reachable: async () => true,
    close: async () => {},
  };
  return { janus, calls };
}

const bookingA = '5d1f0c1e-8f00-4a4e-9a55-0f1c1d2e3f40';
const bookingB = '5d1f0c1e-8f01-4a4e-9a55-0f1c1d2e3f40';
const options = { publicUrl: 'wss://janus.example', secret: 's'.repeat(32), maxParticipants: 12 };

describe('the choice between the mesh and the SFU', () => {
  it('is the mesh up to MEET_SFU_ABOVE people, the SFU above, and always the mesh without Janus', () => {
    const sfu = createMeetingSfu({ ...options, janus: recordingJanus().janus, sfuAbove: 4 });
    expect([2, 3, 4, 5, 20].map((n) => sfu.transportFor(n))).toEqual([
      'mesh',
      'mesh',
      'mesh',
      'sfu',
      'sfu',
    ]);
    const none = createMeetingSfu({ ...options, janus: undefined, sfuAbove: 4 });
    expect(none.transportFor(20)).toBe('mesh');
  });

  it('holds four on a mesh and MEET_SFU_MAX_PARTICIPANTS on the SFU', () => {
    const sfu = createMeetingSfu({ ...options, janus: undefined, sfuAbove: 4 });
    expect(sfu.capacityOf('mesh')).toBe(4);
    expect(sfu.capacityOf('sfu')).toBe(12);
  });
});

describe("a booking's room on Janus", () => {
  it('has a numeric id within safe integers, the same for the same booking, another for another', () => {
    const id = sfuRoomId(bookingA);
    expect(Number.isSafeInteger(id)).toBe(true);
    expect(sfuRoomId(bookingA)).toBe(id);
    expect(sfuRoomId(bookingB)).not.toBe(id);
  });

  it('admits each participant with a token of their own, the same on every instance', async () => {
    const { janus, calls } = recordingJanus();
    const one = createMeetingSfu({ ...options, janus, sfuAbove: 4 });
    const other = createMeetingSfu({ ...options, janus, sfuAbove: 4 });
    const asha = await one.admit(bookingA, 'asha');
    expect(asha).toMatchObject({ url: 'wss://janus.example', room: sfuRoomId(bookingA) });
    expect((await other.admit(bookingA, 'asha')).token).toBe(asha.token);
    expect((await one.admit(bookingA, 'kabir')).token).not.toBe(asha.token);
    expect((await one.admit(bookingB, 'asha')).token).not.toBe(asha.token);
    expect(calls[0]).toBe(`ensure ${sfuRoomId(bookingA)} 12`);
    expect(calls[1]).toBe(`allow ${sfuRoomId(bookingA)} ${asha.token}`);
    await one.close(bookingA);
    expect(calls.at(-1)).toBe(`destroy ${sfuRoomId(bookingA)}`);
  });
});
