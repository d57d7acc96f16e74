import type { MeetingQuality, MeetingRoomSummary } from '@vitrine/contracts/meeting-room';
import type { MeetingsService } from '../meetings.service.ts';
import type { RoomRepository } from './room.repository.ts';

/**
 * What a meeting's room kept (the products pinned, the in-call chat), for the booker or for the
 * shop: 404 unless the meeting is theirs (the meetings service's own lookups decide).
 */
export function createRoomSummaries(
  meetings: Pick<MeetingsService, 'get' | 'getForShop'>,
  room: Pick<RoomRepository, 'pins' | 'chat' | 'quality'>,
) {
  const summaryOf = async (bookingId: string): Promise<MeetingRoomSummary> => {
    const [pins, chat] = await Promise.all([room.pins(bookingId), room.chat(bookingId)]);
    return { bookingId, pins, chat };
  };
  return {
    async forCustomer(userId: string, bookingId: string): Promise<MeetingRoomSummary> {
      await meetings.get(userId, bookingId);
      return summaryOf(bookingId);
    },
    async forShop(userId: string, bookingId: string): Promise<MeetingRoomSummary> {
      await meetings.getForShop(userId, bookingId);
      return summaryOf(bookingId);
    },
    /** Each participant's call quality, for the shop's console: 404 unless the shop's meeting. */
    async qualityForShop(userId: string, bookingId: string): Promise<MeetingQuality> {
      await meetings.getForShop(userId, bookingId);
      return { bookingId, participants: await room.quality(bookingId) };
    },
  };
}

export type RoomSummaries = ReturnType<typeof createRoomSummaries>;
