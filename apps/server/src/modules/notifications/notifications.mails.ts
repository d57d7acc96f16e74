import type { NotificationKind } from '@vitrine/contracts/notifications';
import { layoutMail, type MailBlock, type MailContent } from '../../platform/mail/index.ts';
import type { MailedNotification, MailRecipient } from './notifications.repository.ts';

const KIND_WORDS: Record<NotificationKind, string> = {
  personalized: 'notifications about your account',
  'user-general': 'announcements to shoppers',
  general: 'announcements to everyone',
  wishlist: 'your favourite products and shops',
};

/**
 * The mail of one notification, or of a digest of several (oldest first): each title and
 * text with a link into the app, and the link that turns this kind of mail off.
 */
export function notificationMail(input: {
  recipient: MailRecipient;
  kind: NotificationKind;
  notifications: MailedNotification[];
  publicUrl: string;
  unsubscribeUrl: string;
}): MailContent {
  const { recipient, kind, notifications, publicUrl, unsubscribeUrl } = input;
  const latest = notifications[notifications.length - 1]!;
  const more = notifications.length - 1;
  const heading = more > 0 ? `${latest.title} (and ${more} more)` : latest.title;
  const blocks: MailBlock[] =
    more > 0
      ? [
          { paragraph: `You have ${notifications.length} notifications you have not seen yet:` },
          { rows: notifications.map((n): [string, string] => [n.title, n.body]) },
        ]
      : [{ paragraph: latest.body }];
  blocks.push({ button: { label: 'Open in Vitrine', url: `${publicUrl}${latest.link ?? '/'}` } });
  blocks.push({
    link: { label: `Stop mails about ${KIND_WORDS[kind]}`, url: unsubscribeUrl },
  });
  const { text, html } = layoutMail({
    heading,
    blocks,
    footer: `Sent to ${recipient.email} because mail for ${KIND_WORDS[kind]} is on in your Vitrine settings.`,
  });
  return {
    to: recipient.email,
    subject: heading,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
