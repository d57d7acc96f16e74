import type { Booking } from '@vitrine/contracts/meetings';
import { meetingPaths, timeIn } from './meetings.mails.ts';

/** The changes of a booking that reach the notification centres (reminders come by mail). */
export type NotifiedChange = 'created' | 'rescheduled' | 'cancelled';

export type MeetingNotification = {
  userId: string;
  title: string;
  body: string;
  link: string;
};

/**
 * What the customer and each of the shop's people read in their notification centre (and as a
 * push) about one change of a meeting, each opening the meeting on their side.
 */
export function meetingNotifications(input: {
  change: NotifiedChange;
  meeting: Booking & { customerName: string };
  customerId: string;
  memberIds: string[];
  movedBy?: 'customer' | 'shop';
  cancelledBy?: 'customer' | 'shop';
  shopAbsent?: boolean;
}): MeetingNotification[] {
  const { change, meeting } = input;
  const shop = meeting.shopName;
  const customer = meeting.customerName || 'A customer';
  const when = `${timeIn(meeting.startsAt, meeting.shopTimeZone)}`;
  const refunded =
    meeting.creditsRefunded > 0 ? ` ${meeting.creditsRefunded} credits were given back.` : '';
  const reason = meeting.cancelReason ? ` The shop says: “${meeting.cancelReason}”` : '';

  const forCustomer = (): Omit<MeetingNotification, 'userId' | 'link'> => {
    if (change === 'created') {
      return {
        title: 'Meeting booked',
        body: `Your video meeting with ${shop} on ${when} is booked; ${meeting.creditsUsed} credits were used.`,
      };
    }
    if (change === 'rescheduled') {
      return input.movedBy === 'shop'
        ? {
            title: 'Meeting moved by the shop',
            body: `${shop} moved your video meeting to ${when}. If that time does not suit you, you can cancel it.`,
          }
        : { title: 'Meeting moved', body: `Your video meeting with ${shop} is now on ${when}.` };
    }
    if (input.shopAbsent) {
      return {
        title: 'Meeting cancelled',
        body: `Your video meeting with ${shop} on ${when} was cancelled because the shop did not join within 15 minutes.${refunded}`,
      };
    }
    if (input.cancelledBy === 'shop') {
      return {
        title: 'Meeting cancelled by the shop',
        body: `${shop} cancelled your video meeting on ${when}.${reason}${refunded}`,
      };
    }
    return {
      title: 'Meeting cancelled',
      body: `You cancelled your video meeting with ${shop} on ${when}.${refunded || ' No credits were given back (less than 24 hours before the start).'}`,
    };
  };

  const forShop = (): Omit<MeetingNotification, 'userId' | 'link'> => {
    if (change === 'created') {
      return {
        title: 'New meeting booked',
        body: `${customer} booked a video meeting on ${when}.`,
      };
    }
    if (change === 'rescheduled') {
      return {
        title: 'Meeting moved',
        body:
          input.movedBy === 'shop'
            ? `Your shop moved the meeting with ${customer} to ${when}.`
            : `${customer} moved their meeting to ${when}.`,
      };
    }
    if (input.shopAbsent) {
      return {
        title: 'Meeting cancelled',
        body: `The meeting with ${customer} on ${when} was cancelled because nobody from the shop joined within 15 minutes; the customer's credits were given back.`,
      };
    }
    return {
      title: 'Meeting cancelled',
      body:
        input.cancelledBy === 'shop'
          ? `Your shop cancelled the meeting with ${customer} on ${when}.${reason}`
          : `${customer} cancelled their meeting on ${when}.`,
    };
  };

  return [
    {
      userId: input.customerId,
      link: meetingPaths.customer(meeting.id),
      ...forCustomer(),
    },
    ...input.memberIds.map((userId) => ({
      userId,
      link: meetingPaths.shop(meeting.id),
      ...forShop(),
    })),
  ];
}
