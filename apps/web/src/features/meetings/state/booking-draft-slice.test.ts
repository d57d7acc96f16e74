import { describe, expect, it } from 'vitest';
import {
  bookingDraftSlice,
  dateSelected,
  draftReset,
  initialBookingDraft,
  inviteeAdded,
  inviteeRemoved,
  priceRangeChanged,
  savingChanged,
  slotChosen,
  submitDisabledChanged,
} from './booking-draft-slice.ts';

const reduce = bookingDraftSlice.reducer;

describe('bookingDraft', () => {
  it('starts empty, at 30 credits a meeting, submit disabled, prices in INR', () => {
    expect(reduce(undefined, { type: 'init' })).toEqual({
      fullName: '',
      email: '',
      meetingSlot: null,
      meetingSlotIndexes: [],
      creditsUsed: 30,
      invitees: [],
      categories: [],
      occasions: [],
      selectedDate: null,
      formSaveLoaderBtn: false,
      disableBtn: true,
      priceRange: { min: null, max: null, currency: 'INR' },
    });
  });

  it('forgets the chosen slot when another date is selected', () => {
    const slot = { startsAt: '2026-12-01T10:00:00Z', endsAt: '2026-12-01T10:30:00Z' };
    const withSlot = reduce(initialBookingDraft, slotChosen({ slot, indexes: [3] }));
    expect(withSlot.meetingSlot).toEqual(slot);
    expect(withSlot.meetingSlotIndexes).toEqual([3]);

    const moved = reduce(withSlot, dateSelected('2026-12-02'));
    expect(moved.selectedDate).toBe('2026-12-02');
    expect(moved.meetingSlot).toBeNull();
    expect(moved.meetingSlotIndexes).toEqual([]);
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

  it('tracks the save spinner and the submit button, and resets to the defaults', () => {
    let draft = reduce(initialBookingDraft, savingChanged(true));
    draft = reduce(draft, submitDisabledChanged(false));
    expect(draft.formSaveLoaderBtn).toBe(true);
    expect(draft.disableBtn).toBe(false);

    expect(reduce(draft, draftReset())).toEqual(initialBookingDraft);
  });
});
