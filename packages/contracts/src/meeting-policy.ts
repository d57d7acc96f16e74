// What a meeting costs and the rules around it, without zod: the web app's store needs the
// price on every page, and the first screen's budget has no room for the schemas.

/** What one meeting costs in credits, debited when it is booked. */
export const MEETING_CREDIT_COST = 30;
/**
 * What one credit is worth to the shop that earns it, in paise (₹5.00): the lowest price a
 * credit sells for in any plan (Wardrobe Pro, ₹1,999 for 360 credits ≈ ₹5.55) rounded down, so
 * the platform never owes a shop more for a meeting than the credits brought in, whichever plan
 * paid for them. A meeting (30 credits) earns ₹150 before commission.
 */
export const CREDIT_VALUE_MINOR_INR = 500;
/** A customer's cancellation this long or longer before the start refunds in full; later, nothing. */
export const REFUND_WINDOW_MS = 24 * 60 * 60 * 1000;
/** Joining opens this long before the start and closes at the end. */
export const JOIN_OPENS_BEFORE_MS = 10 * 60 * 1000;
/**
 * A meeting the shop has not joined this long after the start is cancelled as the shop's, with
 * a full refund (the refund policy's promise).
 */
export const SHOP_JOIN_GRACE_MS = 15 * 60 * 1000;
/** People a booker may invite besides themself. */
export const MAX_INVITEES = 2;
/** Reminders go out this long before the start. */
export const REMINDER_LEADS = { '24h': 24 * 60 * 60 * 1000, '15m': 15 * 60 * 1000 } as const;
export type ReminderLead = keyof typeof REMINDER_LEADS;
/** How long a room token lasts once issued (the room re-asks for one while joining is open). */
export const ROOM_TOKEN_TTL_MS = 5 * 60 * 1000;
