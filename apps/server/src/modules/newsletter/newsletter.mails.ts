import type { MailContent } from '../../platform/mail/index.ts';

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The double opt-in mail: one link confirms, one unsubscribes. */
export function confirmationMail(options: {
  to: string;
  confirmUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const { to, confirmUrl, unsubscribeUrl } = options;
  const text = [
    'Hello,',
    '',
    `Someone (hopefully you) asked to receive the Vitrine newsletter at ${to}: new boutiques, offers and festive edits, about twice a month.`,
    '',
    `Confirm your subscription: ${confirmUrl}`,
    '',
    'If you did not ask for this, ignore this mail and you will not hear from us.',
    '',
    `Unsubscribe at any time: ${unsubscribeUrl}`,
  ].join('\n');
  const html = `<p>Hello,</p>
<p>Someone (hopefully you) asked to receive the Vitrine newsletter at ${escapeHtml(to)}: new boutiques, offers and festive edits, about twice a month.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm your subscription</a></p>
<p>If you did not ask for this, ignore this mail and you will not hear from us.</p>
<p style="font-size:small"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe</a></p>`;
  return { to, subject: 'Confirm your Vitrine newsletter subscription', text, html };
}

/** The small page a mailed link opens (no script; styles inline, allowed by our CSP). */
export function resultPage(options: { title: string; message: string; homeUrl: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(options.title)} · Vitrine</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#1a1a1a;line-height:1.5}a{color:#7b1e3a}</style>
</head>
<body>
<h1>${escapeHtml(options.title)}</h1>
<p>${escapeHtml(options.message)}</p>
<p><a href="${escapeHtml(options.homeUrl)}">Go to Vitrine</a></p>
</body>
</html>`;
}
