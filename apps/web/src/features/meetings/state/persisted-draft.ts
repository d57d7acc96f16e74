import type { BookingDraftState } from './booking-draft-slice.ts';

/**
 * The booking draft outlives the page: a customer short of credits goes to buy some (possibly
 * through a payment page that reloads the app) and comes back to the same draft. Kept in
 * sessionStorage (this tab only), for one shop at a time.
 */
const STORAGE_KEY = 'vitrine.bookingDraft';

type Stored = { shopId: string; draft: BookingDraftState };

export function saveDraft(
  shopId: string,
  draft: BookingDraftState,
  storage: Storage = sessionStorage,
) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify({ shopId, draft } satisfies Stored));
  } catch {
    // Storage full or blocked: the draft still lives in the store for this visit.
  }
}

export function loadDraft(
  shopId: string,
  storage: Storage = sessionStorage,
): BookingDraftState | null {
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Stored | null;
    return stored && stored.shopId === shopId && typeof stored.draft === 'object'
      ? stored.draft
      : null;
  } catch {
    return null;
  }
}

export function forgetDraft(storage: Storage = sessionStorage) {
  try {
    storage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
