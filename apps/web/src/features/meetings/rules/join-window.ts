import { JOIN_OPENS_BEFORE_MS } from '@vitrine/contracts/meeting-policy';

export type JoinWindow =
  { state: 'not-yet'; opensAt: Date } | { state: 'open' } | { state: 'over' } | { state: 'closed' };

type Joinable = { startsAt: string; endsAt: string; status: string };

const activeStatuses = new Set(['booked', 'in_progress']);

/**
 * Whether the meeting can be joined at `now`: from 10 minutes before the start (the contract's
 * JOIN_OPENS_BEFORE_MS) until the end, and only while it is booked or in progress.
 */
export function joinWindow(meeting: Joinable, now: Date): JoinWindow {
  if (!activeStatuses.has(meeting.status)) return { state: 'closed' };
  const opensAt = new Date(Date.parse(meeting.startsAt) - JOIN_OPENS_BEFORE_MS);
  if (now.getTime() >= Date.parse(meeting.endsAt)) return { state: 'over' };
  if (now < opensAt) return { state: 'not-yet', opensAt };
  return { state: 'open' };
}
