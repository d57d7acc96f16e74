import { JOIN_OPENS_BEFORE_MS, MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { describe, expect, it } from 'vitest';
import { initialBookingDraft, type BookingDraftState } from '../state/booking-draft-slice.ts';
import { firstIncompleteStep, inviteeProblems, stepProblem } from './booking-steps.ts';
import { joinWindow } from './join-window.ts';
import { customerRefundIfCancelledAt, customerRefundPolicy } from './refund-policy.ts';
import { groupByWeekDay, mondayOf, weekQueryRange } from './week-calendar.ts';

const draft = (change: Partial<BookingDraftState> = {}): BookingDraftState => ({
  ...initialBookingDraft,
  ...change,
});
const slot = { startsAt: '2030-01-07T05:30:00.000Z', endsAt: '2030-01-07T06:00:00.000Z' };

describe('booking step validation', () => {
  it('holds each step until what it asks for is there', () => {
    expect(stepProblem('date', draft())).toBe('Choose a date');
    expect(stepProblem('date', draft({ selectedDate: '2030-01-07' }))).toBeNull();
    expect(stepProblem('slot', draft({ selectedDate: '2030-01-07' }))).toBe('Choose a time');
    expect(stepProblem('slot', draft({ meetingSlot: slot }))).toBeNull();
    expect(stepProblem('interests', draft())).toMatch(/at least one category or occasion/);
    expect(stepProblem('interests', draft({ occasions: ['wedding'] }))).toBeNull();
  });

  it('accepts an open budget but not one upside down or negative', () => {
    expect(stepProblem('budget', draft())).toBeNull();
    const range = (min: number | null, max: number | null) =>
      draft({ priceRange: { min, max, currency: 'INR' } });
    expect(stepProblem('budget', range(500_000, null))).toBeNull();
    expect(stepProblem('budget', range(500_000, 100_000))).toMatch(/not be below the lowest/);
    expect(stepProblem('budget', range(-1, null))).toMatch(/0 or more/);
  });

  it('reviews only a complete draft and resumes a kept one where it stopped', () => {
    const complete = draft({
      selectedDate: '2030-01-07',
      meetingSlot: slot,
      categories: ['bridal'],
    });
    expect(stepProblem('review', complete)).toBeNull();
    expect(stepProblem('review', draft({ selectedDate: '2030-01-07' }))).toBe('Choose a time');
    expect(firstIncompleteStep(draft({ selectedDate: '2030-01-07' }))).toBe('slot');
    expect(firstIncompleteStep(complete)).toBe('review');
  });

  it('checks an invitee: name, a real email, not twice, not the booker, at most two', () => {
    const asha = { name: 'Asha', email: 'asha@example.com' };
    expect(inviteeProblems(asha, [])).toEqual({});
    expect(inviteeProblems({ name: ' ', email: 'asha' }, [])).toEqual({
      name: 'Enter their name',
      email: 'Enter an email like name@example.com',
    });
    expect(inviteeProblems({ ...asha, email: 'ASHA@example.com' }, [asha]).email).toMatch(
      /already invited/,
    );
    expect(inviteeProblems(asha, [], 'asha@example.com').email).toMatch(/coming anyway/);
    const two = [
      { name: 'B', email: 'b@example.com' },
      { name: 'C', email: 'c@example.com' },
    ];
    expect(inviteeProblems(asha, two).email).toBe('You can invite at most 2 people');
  });
});

describe('the join window', () => {
  const meeting = { ...slot, status: 'booked' };
  const at = (iso: string, offsetMs = 0) => new Date(Date.parse(iso) + offsetMs);

  it('opens 10 minutes before the start (the contract) and closes at the end', () => {
    const early = joinWindow(meeting, at(slot.startsAt, -JOIN_OPENS_BEFORE_MS - 1));
    expect(early).toEqual({
      state: 'not-yet',
      opensAt: new Date(Date.parse(slot.startsAt) - JOIN_OPENS_BEFORE_MS),
    });
    expect(joinWindow(meeting, at(slot.startsAt, -JOIN_OPENS_BEFORE_MS))).toEqual({
      state: 'open',
    });
    expect(joinWindow(meeting, at(slot.endsAt, -1))).toEqual({ state: 'open' });
    expect(joinWindow(meeting, at(slot.endsAt))).toEqual({ state: 'over' });
  });

  it('stays shut for a cancelled meeting', () => {
    const cancelled = { ...meeting, status: 'cancelled_by_customer' };
    expect(joinWindow(cancelled, at(slot.startsAt))).toEqual({ state: 'closed' });
  });
});

describe('the customer refund', () => {
  const meeting = { startsAt: slot.startsAt, creditsUsed: MEETING_CREDIT_COST };
  const hoursBefore = (hours: number) => new Date(Date.parse(slot.startsAt) - hours * 3_600_000);

  it('is everything 24 hours or more before the start, nothing later', () => {
    expect(customerRefundIfCancelledAt(meeting, hoursBefore(25))).toBe(MEETING_CREDIT_COST);
    expect(customerRefundIfCancelledAt(meeting, hoursBefore(24))).toBe(MEETING_CREDIT_COST);
    expect(customerRefundIfCancelledAt(meeting, hoursBefore(23))).toBe(0);
    expect(customerRefundPolicy).toBe(
      `Cancel 24 hours or more before the start and all ${MEETING_CREDIT_COST} credits come back; later, no credits come back.`,
    );
  });
});

describe('the week calendar', () => {
  const at = (startsAt: string, id: string) => ({ id, startsAt });

  it('starts weeks on Monday', () => {
    expect(mondayOf('2030-01-07')).toBe('2030-01-07'); // a Monday
    expect(mondayOf('2030-01-13')).toBe('2030-01-07'); // the Sunday after
    expect(mondayOf('2030-01-01')).toBe('2029-12-31'); // across a year
  });

  it("puts each meeting on its day in the shop's zone, earliest first, and leaves out other weeks", () => {
    const meetings = [
      at('2030-01-08T10:00:00Z', 'tue-late'),
      at('2030-01-08T04:00:00Z', 'tue-early'),
      // 20:00 UTC on Sunday 13 is 01:30 on Monday 14 in Kolkata: next week, left out.
      at('2030-01-13T20:00:00Z', 'next-week'),
      // 19:00 UTC on Sunday 6 is 00:30 Monday 7 in Kolkata: this week's Monday.
      at('2030-01-06T19:00:00Z', 'monday'),
    ];
    const days = groupByWeekDay(meetings, '2030-01-07', 'Asia/Kolkata');
    expect(days.map((d) => d.day)).toEqual([
      '2030-01-07',
      '2030-01-08',
      '2030-01-09',
      '2030-01-10',
      '2030-01-11',
      '2030-01-12',
      '2030-01-13',
    ]);
    expect(days[0]!.items.map((m) => m.id)).toEqual(['monday']);
    expect(days[1]!.items.map((m) => m.id)).toEqual(['tue-early', 'tue-late']);
    expect(days.flatMap((d) => d.items).map((m) => m.id)).not.toContain('next-week');
    // In New York the same Sunday-evening meeting is on Sunday 13: still this week.
    const ny = groupByWeekDay(meetings, '2030-01-07', 'America/New_York');
    expect(ny[6]!.items.map((m) => m.id)).toEqual(['next-week']);
  });

  it('asks the server for a day either side of the week', () => {
    expect(weekQueryRange('2030-01-07')).toEqual({
      from: '2030-01-06T00:00:00Z',
      to: '2030-01-15T00:00:00Z',
    });
  });
});
