import { useEffect, useRef, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  contactDetailsChanged,
  draftReset,
  draftRestored,
  initialBookingDraft,
  type BookingDraftState,
} from '../state/booking-draft-slice.ts';
import { loadDraft, saveDraft } from '../state/persisted-draft.ts';

type DraftRoot = { bookingDraft: BookingDraftState };
export type BookerProfile = { name: string; email: string } | null;

/**
 * The booking draft of one shop: restored from this tab's storage when the customer comes back
 * (e.g. after buying credits), started afresh for another shop, and saved on every change.
 * `kept` is the draft found on opening (where the form resumes), null for a fresh start.
 */
export function useBookingDraft(shopId: string, profile: BookerProfile) {
  const dispatch = useDispatch();
  const draft = useSelector((state: DraftRoot) => state.bookingDraft);
  const ready = useRef(false);
  // What this tab kept for the shop when the page opened (read once).
  const [kept] = useState(() => loadDraft(shopId));

  useEffect(() => {
    if (kept) dispatch(draftRestored(kept));
    else dispatch(draftReset());
    if (profile) dispatch(contactDetailsChanged({ email: profile.email }));
    ready.current = true;
    // Only when the shop changes: the profile fills in the contact details once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [dispatch, shopId]);

  useEffect(() => {
    if (ready.current && draft !== initialBookingDraft) saveDraft(shopId, draft);
  }, [draft, shopId]);

  return { draft, dispatch, kept };
}
