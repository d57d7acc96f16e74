import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The mail with the link that opens the web app's reset page. */
export function resetPasswordMail(input: { to: string; name: string; link: string }): MailMessage {
  const greeting = `Hello ${input.name},`;
  const lines = [
    'Someone asked to reset the password of your Vitrine account.',
    'Open this link within an hour to choose a new password:',
  ];
  const ignore = 'If it was not you, ignore this mail; your password stays as it is.';
  return {
    to: input.to,
    subject: 'Reset your Vitrine password',
    text: [greeting, '', ...lines, input.link, '', ignore].join('\n'),
    html: [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${lines.map(escapeHtml).join('<br>')}</p>`,
      `<p><a href="${escapeHtml(input.link)}">Choose a new password</a></p>`,
      `<p>${escapeHtml(ignore)}</p>`,
    ].join('\n'),
  };
}
