import { layoutMail, type MailMessage } from '../mail/index.ts';
import type { NotifyInput } from '../notifications/index.ts';

export type CompletedMeeting = {
  bookingId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  shopName: string;
};

const RATING_PATH = '/user/rating';

/** The in-app prompt after a completed meeting; one per meeting (its sourceKey). */
export const reviewPromptNotification = (meeting: CompletedMeeting): NotifyInput => ({
  userId: meeting.customerId,
  title: `How was your meeting with ${meeting.shopName}?`,
  body: 'Rate it and tell other shoppers what it was like. It takes a minute.',
  link: RATING_PATH,
  sourceKey: `review-prompt:meet:${meeting.bookingId}`,
  mail: 'by-source', // reviewPromptMail, sent with it
});

/** The same prompt by mail. */
export function reviewPromptMail(meeting: CompletedMeeting, publicUrl: string): MailMessage {
  const { text, html } = layoutMail({
    heading: `How was your meeting with ${meeting.shopName}?`,
    blocks: [
      {
        paragraph: `Thank you for meeting ${meeting.shopName} on Vitrine, ${meeting.customerName}. A rating from 1 to 5 and a few words help other shoppers choose, and help the shop.`,
      },
      { button: { label: 'Review the meeting', url: `${publicUrl}${RATING_PATH}` } },
    ],
    footer: `Sent to ${meeting.customerEmail} after a meeting you booked on Vitrine.`,
  });
  return {
    to: meeting.customerEmail,
    subject: `Review your meeting with ${meeting.shopName}`,
    text,
    html,
  };
}
