import { layoutMail, type MailContent } from '../../platform/mail/index.ts';
import type { NotifyInput } from '../notifications/index.ts';

export type CompletedMeeting = {
  bookingId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  shopName: string;
};

/** What a review prompt is about: a completed meeting or a delivered order, and whose it is. */
export type ReviewPrompt = {
  kind: 'meet' | 'order';
  subjectId: string;
  customerId: string;
  customerName: string;
  customerEmail: string;
  shopName: string;
};

export const meetingPrompt = (meeting: CompletedMeeting): ReviewPrompt => ({
  kind: 'meet',
  subjectId: meeting.bookingId,
  customerId: meeting.customerId,
  customerName: meeting.customerName,
  customerEmail: meeting.customerEmail,
  shopName: meeting.shopName,
});

/** /user/rating lists what the customer can review, each with its form. */
const RATING_PATH = '/user/rating';

const WORDS = {
  meet: {
    question: (shop: string) => `How was your meeting with ${shop}?`,
    subject: (shop: string) => `Review your meeting with ${shop}`,
    thanks: (shop: string, name: string) => `Thank you for meeting ${shop} on Vitrine, ${name}.`,
    button: 'Review the meeting',
    footer: 'after a meeting you booked on Vitrine',
  },
  order: {
    question: (shop: string) => `How is your order from ${shop}?`,
    subject: (shop: string) => `Review your order from ${shop}`,
    thanks: (shop: string, name: string) =>
      `Your order from ${shop} has been delivered, ${name}. We hope you like it.`,
    button: 'Review the order',
    footer: 'after an order of yours was delivered',
  },
} as const;

/** The in-app prompt; one per meeting or order (its sourceKey). */
export const reviewPromptNotification = (prompt: ReviewPrompt): NotifyInput => ({
  userId: prompt.customerId,
  title: WORDS[prompt.kind].question(prompt.shopName),
  body: 'Rate it and tell other shoppers what it was like. It takes a minute.',
  link: RATING_PATH,
  sourceKey: `review-prompt:${prompt.kind}:${prompt.subjectId}`,
  mail: 'by-source', // reviewPromptMail, sent with it
});

/** The same prompt by mail. */
export function reviewPromptMail(prompt: ReviewPrompt, publicUrl: string): MailContent {
  const words = WORDS[prompt.kind];
  const { text, html } = layoutMail({
    heading: words.question(prompt.shopName),
    blocks: [
      {
        paragraph: `${words.thanks(prompt.shopName, prompt.customerName)} A rating from 1 to 5 and a few words help other shoppers choose, and help the shop.`,
      },
      { button: { label: words.button, url: `${publicUrl}${RATING_PATH}` } },
    ],
    footer: `Sent to ${prompt.customerEmail} ${words.footer}.`,
  });
  return {
    to: prompt.customerEmail,
    subject: words.subject(prompt.shopName),
    text,
    html,
  };
}
