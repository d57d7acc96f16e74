import type { ShopApplication } from '@vitrine/contracts/onboarding';
import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

type Applicant = { name: string; email: string };

const footer = (to: string) =>
  `You receive this mail because ${to} applied to open a shop on Vitrine. Reply to this mail if you have a question about your application.`;

/** The shop is open: where the owner's console is and what to do first. */
export function applicationApprovedMail(input: {
  applicant: Applicant;
  application: ShopApplication;
  publicUrl: string;
}): MailContent {
  const shopName = input.application.shop.name ?? 'Your shop';
  const { text, html } = layoutMail({
    heading: `${shopName} is open on Vitrine`,
    blocks: [
      {
        paragraph: `Hello ${input.applicant.name}, we checked your application and approved it. Your shop is now public: shoppers can find it in search, save it to their favourites and book video consultations.`,
      },
      {
        button: { label: 'Open your shop console', url: `${input.publicUrl}/vendor/vendorLanding` },
      },
      {
        paragraph:
          'A good first hour: set your meeting hours, add a few products with clear photos, and publish an offer for your first customers.',
      },
    ],
    footer: footer(input.applicant.email),
  });
  return {
    to: input.applicant.email,
    subject: `Your shop ${shopName} is approved`,
    text,
    html,
  };
}

/** Not approved: the reviewer's reason and how to correct and resubmit. */
export function applicationRejectedMail(input: {
  applicant: Applicant;
  application: ShopApplication;
  publicUrl: string;
}): MailContent {
  const { text, html } = layoutMail({
    heading: 'Your shop application needs changes',
    blocks: [
      {
        paragraph: `Hello ${input.applicant.name}, we could not approve your application to open ${input.application.shop.name ?? 'a shop'} yet.`,
      },
      { paragraph: `The reviewer's reason: ${input.application.rejectionReason ?? ''}` },
      { button: { label: 'Correct and resubmit', url: `${input.publicUrl}/vendor/apply` } },
    ],
    footer: footer(input.applicant.email),
  });
  return { to: input.applicant.email, subject: 'Your shop application needs changes', text, html };
}
