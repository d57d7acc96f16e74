import { z } from 'zod';
import { inAppPathSchema } from './in-app-path-schema.ts';
import { pageOf, pageQuerySchema } from './pagination.ts';

/**
 * Audiences: personalized (`customers/{userId}`), user-general (all customers), general
 * (everyone), and wishlist (the customers who favourited a product or shop that has news for
 * them: a lower price, back in stock, a meeting slot today, a new offer).
 */
export const notificationKindSchema = z.enum([
  'personalized',
  'user-general',
  'general',
  'wishlist',
]);
export type NotificationKind = z.infer<typeof notificationKindSchema>;
/** Sent becomes unread when the app sees it; read when opened. */
export const notificationStatusSchema = z.enum(['sent', 'unread', 'read']);
export type NotificationStatus = z.infer<typeof notificationStatusSchema>;

export const notificationSchema = z.object({
  id: z.uuid(),
  status: notificationStatusSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationCountsSchema = z.object({
  /** Not yet read, per kind. */
  unread: z.object({
    personalized: z.number().int(),
    'user-general': z.number().int(),
    general: z.number().int(),
    wishlist: z.number().int(),
  }),
  newNotification: z.boolean(),
});
export type NotificationCounts = z.infer<typeof notificationCountsSchema>;

export const notificationPageSchema = pageOf(notificationSchema).extend({
  counts: notificationCountsSchema,
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;
export const notificationsQuerySchema = pageQuerySchema;
export const notificationParamsSchema = z.object({ id: z.uuid() });

export const broadcastNotificationInputSchema = z.object({
  audience: z.enum(['general', 'user-general']),
  title: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .meta({ examples: ['Festive hours'] }),
  body: z
    .string()
    .trim()
    .min(1)
    .max(1000)
    .meta({ examples: ['Shops open late all week.'] }),
  /** The path inside the app the notification opens. */
  link: inAppPathSchema.optional(),
});
export type BroadcastNotificationInput = z.infer<typeof broadcastNotificationInputSchema>;

export const pushPublicKeySchema = z.object({ publicKey: z.string() });
export const pushSubscriptionInputSchema = z.object({
  endpoint: z
    .url()
    .max(2000)
    .meta({ examples: ['https://push.example.test/sub/1'] }),
  keys: z.object({
    p256dh: z
      .string()
      .min(1)
      .max(200)
      .meta({
        examples: [
          'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
        ],
      }),
    auth: z
      .string()
      .min(1)
      .max(100)
      .meta({ examples: ['tBHItJI5svbpez7KI4CCXg'] }),
  }),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionInputSchema>;
export const pushUnsubscribeInputSchema = z.object({ endpoint: z.url().max(2000) });
/** POST /push/subscriptions/check: whether this browser's endpoint sends me my notifications. */
export const pushSubscriptionCheckInputSchema = pushUnsubscribeInputSchema;
/** `false` when nobody subscribed the endpoint, or another account did (signed in here before). */
export const pushSubscriptionStatusSchema = z.object({ subscribed: z.boolean() });
export type PushSubscriptionStatus = z.infer<typeof pushSubscriptionStatusSchema>;

const perKind = z.strictObject({
  personalized: z.boolean(),
  'user-general': z.boolean(),
  general: z.boolean(),
  wishlist: z.boolean(),
});
/** What a user wants to hear about: web push and mail per kind, and the sound in the app. */
export const notificationPreferencesSchema = z.strictObject({
  sound: z.boolean(),
  push: perKind,
  mail: perKind,
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  sound: true,
  push: { personalized: true, 'user-general': true, general: true, wishlist: true },
  mail: { personalized: true, 'user-general': true, general: true, wishlist: true },
};

/** The signed token of a notification mail's unsubscribe link. */
export const mailUnsubscribeQuerySchema = z.object({
  token: z.string().trim().min(1, 'is required').max(300),
});
