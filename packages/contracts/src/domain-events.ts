import { z } from 'zod';
import { creditEntryKindSchema } from './credits.ts';
import { entityChangedSchema } from './realtime.ts';

/**
 * Every domain event the server writes to its transactional outbox, named
 * `<entity>:<past-tense>`, with its payload schema. An event is written in the same
 * transaction as the change that causes it and delivered at least once to its handler, so
 * payloads carry ids and facts, and handlers look up what they need and tolerate a repeat.
 */
export const domainEventSchemas = {
  /**
   * An order, stitching invoice, support request, booking or payout changed: everyone who may
   * see it hears `entity:changed` on their sockets (written once per transaction and thing).
   */
  'entity:changed': entityChangedSchema,
  /** A user's credit balance changed (purchase, debit, refund, expiry…). */
  'credits:changed': z.object({
    userId: z.string(),
    balance: z.number().int().min(0),
    entryId: z.number().int(),
    kind: creditEntryKindSchema,
  }),
  /** A new customer: signed up with email and password, or signed in socially for the first time. */
  'user:registered': z.object({
    userId: z.string(),
    via: z.enum(['email', 'social']),
  }),
  /** Someone asked for a password reset of an existing account; the link carries the token. */
  'password-reset:requested': z.object({
    to: z.string(),
    name: z.string(),
    link: z.string(),
  }),
  /** An admin invited an employee; the mail carries the set-password link. */
  'employee:invited': z.object({
    to: z.string(),
    name: z.string(),
    link: z.string(),
    invitedBy: z.string(),
  }),
  /** A newsletter address asked to subscribe; the mail carries the confirm and unsubscribe links. */
  'newsletter:confirmation-requested': z.object({
    to: z.string(),
    confirmUrl: z.string(),
    unsubscribeUrl: z.string(),
  }),
  /** A credit purchase was settled (exactly once per order); `orderId` is our order id. */
  'payment:settled': z.object({
    orderId: z.string(),
    userId: z.string(),
  }),
  /** A refund of a paid payment order was decided: the provider is asked for it (once, by our id). */
  'payment:refund-requested': z.object({ refundId: z.string() }),
  /** An order changed status (`eventId`: its timeline entry): the other side gets mail. */
  'order:status-changed': z.object({ orderId: z.string(), eventId: z.number().int() }),
  /** An order was delivered: its customer is asked to review it (notification and mail). */
  'order:delivered': z.object({ orderId: z.string(), customerId: z.string() }),
  /**
   * A delayed job at a checkout's deadline (15 minutes after it started): unless it was paid by
   * then, it lapses, its orders are cancelled and its reserved units go back on the shelf.
   */
  'checkout:lapse': z.object({ checkoutId: z.string() }),
  /** Something happened to a stitching invoice (`eventId`: its timeline entry): the other side gets mail. */
  'stitching:changed': z.object({ invoiceId: z.string(), eventId: z.number().int() }),
  /** A shop's payout was queued (requested or scheduled, or retried): it goes to the payout provider. */
  'payout:queued': z.object({ payoutId: z.string() }),
  /** A payout was paid or failed: the shop's owners are told. */
  'payout:settled': z.object({ payoutId: z.string() }),
  /** A month ended: the shop's statement (`month`, yyyy-mm) is mailed to its owners. */
  'earnings:statement-due': z.object({ shopId: z.string(), month: z.string() }),
  /**
   * A session ended (sign-out, revocation, password change or reset), or, without `sessionId`,
   * every session of a user (account deleted): every instance forgets it from its session cache.
   */
  'session:ended': z.object({
    userId: z.string(),
    sessionId: z.string().optional(),
  }),
  /**
   * A shop was added, changed or removed (`catalogue.notifyShopChanged`): every instance reloads
   * that shop into its search index and drops its cached search answers.
   */
  'shop:changed': z.object({ id: z.string() }),
  /**
   * A product was added or changed (its text, price, stock, archive, premium): every instance
   * reloads it into its product search index.
   */
  'product:changed': z.object({ id: z.string() }),
  /**
   * A product shoppers may see got cheaper: the lowest price of what went down (its own price,
   * or a variant's), in the same transaction as the change. Its favouriters are told.
   */
  'product:price-dropped': z.object({
    productId: z.string(),
    shopId: z.string(),
    title: z.string(),
    priceMinor: z.number().int(),
    currency: z.string(),
  }),
  /** A product shoppers may see had no units left and has some again: its favouriters are told. */
  'product:back-in-stock': z.object({
    productId: z.string(),
    shopId: z.string(),
    title: z.string(),
  }),
  /** A shop posted an offer: the shop's favouriters are told. */
  'offer:posted': z.object({ offerId: z.string(), shopId: z.string(), title: z.string() }),
  /**
   * A shop's new meeting hours open slots today (`date`, YYYY-MM-DD in its zone) that it did not
   * offer before: the shop's favouriters are told, once per shop and day.
   */
  'availability:slots-today': z.object({ shopId: z.string(), date: z.string() }),
  /** Staff suspended or reinstated a shop (with the reason): its owners get a mail. */
  'shop:status-changed': z.object({
    shopId: z.string(),
    change: z.enum(['suspended', 'reinstated']),
    reason: z.string(),
  }),
  /** Categories, occasions, languages or the known search words changed: caches of them are dropped everywhere. */
  'taxonomy:changed': z.object({}),
  /** An admin approved or rejected a shop application: the applicant gets a mail either way. */
  'shop-application:decided': z.object({
    applicationId: z.string(),
    decision: z.enum(['approved', 'rejected']),
  }),
  /** A shop's owner changed its hours or meeting settings: every instance forgets its copy. */
  'availability:changed': z.object({ shopId: z.string() }),
  /**
   * A meeting was booked: mail (with .ics) to the booker, each invitee and the shop; the booker
   * and the shop's people in their notification centres; the shop's tabs hear it.
   */
  'booking:created': z.object({ bookingId: z.string() }),
  /**
   * A meeting moved to another slot (`by` the customer or the shop; older events say neither):
   * everyone gets the new time (and a new .ics), in their notification centre too.
   */
  'booking:rescheduled': z.object({
    bookingId: z.string(),
    by: z.enum(['customer', 'shop']).optional(),
  }),
  /**
   * A meeting was cancelled (`by` the customer or the shop): everyone is told, in their
   * notification centre too, the shop's tabs as well. `reason: 'shop-absent'`: the shop had not
   * joined 15 minutes after the start. The shop's own words are on the booking (`cancelReason`).
   */
  'booking:cancelled': z.object({
    bookingId: z.string(),
    by: z.enum(['customer', 'shop']),
    reason: z.enum(['shop-absent']).optional(),
  }),
  /**
   * A reminder due `lead` before `startsAt` (a delayed job). Stale when the booking was cancelled
   * or moved since (its start is no longer `startsAt`): the handler then does nothing.
   */
  'booking:reminder-due': z.object({
    bookingId: z.string(),
    startsAt: z.string(),
    lead: z.enum(['24h', '15m']),
  }),
  /**
   * 15 minutes after `startsAt` (a delayed job): a meeting the shop has not joined is cancelled
   * as the shop's, with a full refund. Stale when the booking was cancelled or moved since.
   */
  'booking:shop-absence-due': z.object({ bookingId: z.string(), startsAt: z.string() }),
  /**
   * A meeting's end time passed (a delayed job): one in progress is completed if the shop joined
   * it, and cancelled for the shop's absence (refunded) if not.
   */
  'booking:ended': z.object({ bookingId: z.string(), endsAt: z.string() }),
  /** A meeting was completed: the customer is asked to review it (notification and mail). */
  'booking:completed': z.object({ bookingId: z.string() }),
  /** A shopper booked a seat at a trunk show: the shopper and the shop's people are told. */
  'trunk-show:seat-booked': z.object({ seatId: z.string() }),
  /** A shopper cancelled their seat (refunded 24 hours or more ahead): the shopper is told. */
  'trunk-show:seat-cancelled': z.object({ seatId: z.string() }),
  /** The shop cancelled a trunk show: every seat holder is told (each refunded in full). */
  'trunk-show:cancelled': z.object({ trunkShowId: z.string() }),
  /** A trunk show's end time passed (a delayed job): its SFU room, if it had one, goes. */
  'trunk-show:ended': z.object({ trunkShowId: z.string(), endsAt: z.string() }),
  /** A support request changed (a staff answer, a new status): the customer gets a mail. */
  'support:changed': z.object({ requestId: z.string(), change: z.string() }),
  /** A shopper invited a friend by mail (invite friends): the friend gets the personal link. */
  'referral:invited': z.object({
    referralId: z.string(),
    to: z.string(),
    inviterName: z.string(),
    link: z.string(),
  }),
  /**
   * A chat message was stored: every member's sockets get it (unless its send already emitted
   * it); away recipients a notification. The group, sender and recipients (written by the send's
   * own statement) let the handler decide without reading anything; events written before they
   * were added lack them.
   */
  'chat:message-created': z.object({
    messageId: z.string(),
    groupId: z.string().optional(),
    senderId: z.string().optional(),
    recipientIds: z.array(z.string()).optional(),
  }),
  /** A recipient's status of some messages moved: their sender's sockets get a receipt. */
  'chat:statuses-changed': z.object({
    groupId: z.string(),
    senderId: z.string(),
    userId: z.string(),
    status: z.enum(['delivered', 'unseen', 'unread', 'read']),
    messageIds: z.array(z.string()),
    at: z.string(),
  }),
  /** A notification was written for these users (a broadcast names none: every recipient is looked up). */
  'notification:created': z.object({ notificationId: z.string() }),
  /** Web push of a personalized notification to the user's subscriptions. */
  'push:requested': z.object({ notificationId: z.string(), userId: z.string() }),
  /**
   * Mail of a notification to its recipients whose mail preference for its kind is on (a
   * digest notification: only while still unseen, with the others of its digest).
   */
  'notification:mail-requested': z.object({ notificationId: z.string() }),
} as const;

export type DomainEventType = keyof typeof domainEventSchemas;
export type DomainEventPayload<T extends DomainEventType> = z.infer<(typeof domainEventSchemas)[T]>;

/** An event as handlers receive it: the outbox row's id (stable across redeliveries) and payload. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  id: number;
  type: T;
  payload: DomainEventPayload<T>;
  /** 1 on the first delivery, 2 on the first retry, … */
  attempt: number;
};

/** GET /api/v1/admin/outbox/failed: events whose handler failed, newest first; no payloads. */
export const outboxFailureSchema = z.object({
  id: z.number().int(),
  type: z.string(),
  status: z.enum(['pending', 'failed']),
  attempts: z.number().int(),
  lastError: z.string(),
  runAt: z.iso.datetime(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type OutboxFailure = z.infer<typeof outboxFailureSchema>;

export const outboxFailureListSchema = z.object({ items: z.array(outboxFailureSchema) });
export type OutboxFailureList = z.infer<typeof outboxFailureListSchema>;

/** POST /api/v1/admin/outbox/{id}/retry: the failed event to queue for delivery again. */
export const outboxEventParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

export const outboxFailureQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
