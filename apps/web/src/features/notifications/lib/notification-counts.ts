import type { NotificationCounts } from '@vitrine/contracts/notifications';

/** All unread notifications, whatever their kind. */
export const totalUnread = (counts: NotificationCounts | undefined) =>
  counts
    ? counts.unread.personalized +
      counts.unread['user-general'] +
      counts.unread.general +
      counts.unread.wishlist
    : 0;

export const kindLabels = {
  personalized: 'For you',
  'user-general': 'For customers',
  general: 'For everyone',
  wishlist: 'Your favourites',
} as const;
