import { describe, expect, it } from 'vitest';
import {
  bookingDraftSlice,
  dateSelected,
  draftReset,
  draftRestored,
  initialBookingDraft,
  inviteeAdded,
  inviteeRemoved,
  priceRangeChanged,
  savingChanged,
  slotChosen,
} from './booking-draft-slice.ts';

const reduce = bookingDraftSlice.reducer;

describe('bookingDraft', () => {
  it('starts empty, not saving, prices in INR', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      email: '',
      meetingSlot: null,
      invitees: [],
      categories: [],
      occasions: [],
      selectedDate: null,
      formSaveLoaderBtn: false,
      priceRange: { min: null, max: null, currency: 'INR' },
    });
  });

  it('forgets the chosen slot when another date is selected', () => {
    const slot = { startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T10:30:00Z' };
    const withSlot = reduce(initialBookingDraft, slotChosen(slot));
    expect(withSlot.meetingSlot).toEqual(slot);

    const moved = reduce(withSlot, dateSelected('2026-12-02'));
    expect(moved.selectedDate).toBe('2026-12-02');
    expect(moved.meetingSlot).toBeNull();
  });

  it('invites each email once, whatever its case, and removes by email', () => {
    let draft = reduce(
      initialBookingDraft,
      inviteeAdded({ name: ' Asha ', email: 'Asha@Example.com ' }),
    );
    draft = reduce(draft, inviteeAdded({ name: 'Asha again', email: 'asha@example.com' }));
    expect(draft.invitees).toEqual([{ name: 'Asha', email: 'asha@example.com' }]);

    draft = reduce(draft, inviteeRemoved('ASHA@example.com'));
    expect(draft.invitees).toEqual([]);
  });

  it('changes part of the price range and keeps the rest', () => {
    const draft = reduce(initialBookingDraft, priceRangeChanged({ min: 50_000 }));
    expect(draft.priceRange).toEqual({ min: 50_000, max: null, currency: 'INR' });
  });

  it('tracks the save spinner, and resets to the defaults', () => {
    const draft = reduce(initialBookingDraft, savingChanged(true));
    expect(draft.formSaveLoaderBtn).toBe(true);

    expect(reduce(draft, draftReset())).toEqual(initialBookingDraft);
  });

  it('restores a kept draft without its spinner or fields no screen reads', () => {
    const slot = { startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T10:30:00Z' };
    const kept = {
      ...initialBookingDraft,
      email: 'asha@example.com',
      meetingSlot: slot,
      selectedDate: '2026-12-01',
      formSaveLoaderBtn: true,
      // What a tab kept before these fields were dropped.
      meetingSlotIndexes: [3],
      disableBtn: false,
    };
    expect(reduce(initialBookingDraft, draftRestored(kept))).toEqual({
      ...initialBookingDraft,
      email: 'asha@example.com',
      meetingSlot: slot,
      selectedDate: '2026-12-01',
    });
  });
});
