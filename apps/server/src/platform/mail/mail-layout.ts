export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One block of a mail: a paragraph, a button, a small link, or a table of label/value rows. */
export type MailBlock =
  | { paragraph: string }
  | { button: { label: string; url: string } }
  | { link: { label: string; url: string } }
  | { rows: [label: string, value: string][] };

/**
 * A mail in Vitrine's plain house style: the same blocks as HTML (a single centred column,
 * inline styles, as mail clients need) and as text, so both parts always say the same.
 */
export function layoutMail(input: { heading: string; blocks: MailBlock[]; footer: string }): {
  text: string;
  html: string;
} {
  const textBlocks = input.blocks.map((block) => {
    if ('paragraph' in block) return block.paragraph;
    if ('button' in block) return `${block.button.label}: ${block.button.url}`;
    if ('link' in block) return `${block.link.label}: ${block.link.url}`;
    const width = Math.max(...block.rows.map(([label]) => label.length));
    return block.rows
      .map(([label, value]) => `${`${label}:`.padEnd(width + 2)}${value}`)
      .join('\n');
  });
  const text = [input.heading, '', ...textBlocks.flatMap((b) => [b, '']), '--', input.footer].join(
    '\n',
  );

  const htmlBlocks = input.blocks.map((block) => {
    if ('paragraph' in block) {
      return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(block.paragraph)}</p>`;
    }
    if ('button' in block) {
      return `<p style="margin:24px 0"><a href="${escapeHtml(block.button.url)}" style="background:#7b1e3a;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;display:inline-block;font-weight:600">${escapeHtml(block.button.label)}</a></p>`;
    }
    if ('link' in block) {
      return `<p style="margin:0 0 16px;font-size:13px"><a href="${escapeHtml(block.link.url)}" style="color:#7b1e3a">${escapeHtml(block.link.label)}</a></p>`;
    }
    const rows = block.rows
      .map(
        ([label, value]) =>
          `<tr><th scope="row" style="text-align:left;padding:6px 12px 6px 0;color:#555;font-weight:normal;vertical-align:top">${escapeHtml(label)}</th><td style="padding:6px 0">${escapeHtml(value)}</td></tr>`,
      )
      .join('');
    return `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`;
  });
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(input.heading)}</title></head>
<body style="margin:0;padding:0;background:#f6f3ef;font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1a1a">
<div style="max-width:560px;margin:0 auto;padding:24px 16px">
<p style="margin:0 0 16px;font-size:20px;font-weight:700;color:#7b1e3a">Vitrine</p>
<div style="background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${htmlBlocks.join('\n')}
</div>
<p style="margin:16px 0 0;font-size:12px;color:#555">${escapeHtml(input.footer)}</p>
</div>
</body>
</html>`;
  return { text, html };
}

/**
 * The Message-ID of a mail sent for an outbox event: a redelivered event (at least once) sends
 * a mail with the same id, which mail clients show once.
 */
export const messageIdFor = (eventId: number, type: string, publicUrl: string) =>
  `<outbox-${eventId}.${type.replace(/[^a-z0-9-]/gi, '-')}@${new URL(publicUrl).hostname}>`;
