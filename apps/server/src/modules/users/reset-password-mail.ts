import { layoutMail, type MailContent } from '../../platform/mail/index.ts';

/** The mail with the link that opens the web app's reset page. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailContent {
  const { text, html } = layoutMail({
    heading: `Hello ${input.name},`,
    blocks: [
      { paragraph: 'Someone asked to reset the password of your Vitrine account.' },
      { paragraph: 'Open this link within an hour to choose a new password:' },
      { button: { label: 'Choose a new password', url: input.link } },
      { paragraph: 'If it was not you, ignore this mail; your password stays as it is.' },
    ],
    footer: `Sent to ${input.to} because a password reset was requested on Vitrine.`,
  });
  return { to: input.to, subject: 'Reset your Vitrine password', text, html };
}
