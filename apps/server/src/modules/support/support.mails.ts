import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

/** "Your support request changed": the change and a link to the conversation. */
export function supportChangedMail(input: {
  to: string;
  name: string;
  subject: string;
  change: string;
  requestId: string;
  publicUrl: string;
}): MailContent {
  const { text, html } = layoutMail({
    heading: input.change,
    blocks: [
      { paragraph: `Hello ${input.name}, there is news about your request "${input.subject}".` },
      {
        button: {
          label: 'Open the conversation',
          url: `${input.publicUrl}/user/support/edit/${input.requestId}`,
        },
      },
    ],
    footer: `Sent to ${input.to} about a support request you made on Vitrine.`,
  });
  return { to: input.to, subject: `${input.change} (Vitrine support)`, text, html };
}
