import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';

/** A meeting costs 30 credits; the server decides it, the contracts hold it. */
export { MEETING_CREDIT_COST };
/** Prices default to Indian rupees. */
export const DEFAULT_PRICE_CURRENCY = 'INR';

export type MeetingSlot = { startsAt: string; endsAt: string };
export type Invitee = { name: string; email: string };
/** Bounds in minor units (money is integer minor units plus an ISO 4217 code). */
export type PriceRange = { min: number | null; max: number | null; currency: string };

/** The meeting being booked, kept while the customer moves between the booking steps. */
export type BookingDraftState = {
  /** The booker's email, which may not be invited as well. */
  email: string;
  meetingSlot: MeetingSlot | null;
  invitees: Invitee[];
  categories: string[];
  occasions: string[];
  /** Calendar date (YYYY-MM-DD) in the shop's time zone. */
  selectedDate: string | null;
  /** The save button shows its spinner while the booking is being sent. */
  formSaveLoaderBtn: boolean;
  priceRange: PriceRange;
};

export const initialBookingDraft: BookingDraftState = {
  email: '',
  meetingSlot: null,
  invitees: [],
  categories: [],
  occasions: [],
  selectedDate: null,
  formSaveLoaderBtn: false,
  priceRange: { min: null, max: null, currency: DEFAULT_PRICE_CURRENCY },
};

type ContactDetails = Pick<BookingDraftState, 'email'>;

export const bookingDraftSlice = createSlice({
  name: 'bookingDraft',
  initialState: initialBookingDraft,
  reducers: {
    contactDetailsChanged(state, action: PayloadAction<Partial<ContactDetails>>) {
      Object.assign(state, action.payload);
    },
    /** A new date invalidates the slot picked for the old one. */
    dateSelected(state, action: PayloadAction<string | null>) {
      state.selectedDate = action.payload;
      state.meetingSlot = null;
    },
    slotChosen(state, action: PayloadAction<MeetingSlot>) {
      state.meetingSlot = action.payload;
    },
    /** Adds someone to invite; the same email twice counts once (compared without case). */
    inviteeAdded(state, action: PayloadAction<Invitee>) {
      const email = action.payload.email.trim().toLowerCase();
      if (state.invitees.some((invitee) => invitee.email.toLowerCase() === email)) return;
      state.invitees.push({ name: action.payload.name.trim(), email });
    },
    inviteeRemoved(state, action: PayloadAction<string>) {
      const email = action.payload.toLowerCase();
      state.invitees = state.invitees.filter((invitee) => invitee.email.toLowerCase() !== email);
    },
    categoriesChanged(state, action: PayloadAction<string[]>) {
      state.categories = action.payload;
    },
    occasionsChanged(state, action: PayloadAction<string[]>) {
      state.occasions = action.payload;
    },
    priceRangeChanged(state, action: PayloadAction<Partial<PriceRange>>) {
      state.priceRange = { ...state.priceRange, ...action.payload };
    },
    savingChanged(state, action: PayloadAction<boolean>) {
      state.formSaveLoaderBtn = action.payload;
    },
    draftReset: () => initialBookingDraft,
    /** Puts back a draft kept while the customer was away (buying credits, signing in again). */
    draftRestored: (_state, action: PayloadAction<BookingDraftState>) => ({
      email: action.payload.email,
      meetingSlot: action.payload.meetingSlot,
      invitees: action.payload.invitees,
      categories: action.payload.categories,
      occasions: action.payload.occasions,
      selectedDate: action.payload.selectedDate,
      priceRange: action.payload.priceRange,
      formSaveLoaderBtn: false,
    }),
  },
});

export const {
  contactDetailsChanged,
  dateSelected,
  slotChosen,
  inviteeAdded,
  inviteeRemoved,
  categoriesChanged,
  occasionsChanged,
  priceRangeChanged,
  savingChanged,
  draftReset,
  draftRestored,
} = bookingDraftSlice.actions;
