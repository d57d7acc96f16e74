import { interestNames, type Booking, type ReminderLead } from '@vitrine/contracts/meetings';
import type { DomainEvent } from '@vitrine/contracts/domain-events';
import {
  layoutMail,
  messageIdFor,
  type MailContent,
  type Mailer,
} from '../../platform/mail/index.ts';
import { calendarInvitation } from './ics.ts';

export type MailKind = 'created' | 'rescheduled' | 'cancelled' | 'reminder';
type Member = { name: string; email: string };

/**
 * "Mon, 7 Jan 2030, 11:00 am IST" in the shop's zone (the zone named). One formatter per time
 * zone is kept: making one costs far more than formatting with it.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();
export const timeIn = (iso: string, timeZone: string) => {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
      timeZoneName: 'short',
    });
    formatters.set(timeZone, format);
  }
  return format.format(new Date(iso));
};

function invitation(
  meeting: Booking,
  members: Member[],
  publicUrl: string,
  url: string,
  method: 'REQUEST' | 'CANCEL',
) {
  const host = new URL(publicUrl).hostname;
  const content = calendarInvitation({
    uid: `booking-${meeting.id}@${host}`,
    // Raised on every change: a move or a cancellation replaces the earlier invitation.
    sequence: Math.floor(Date.now() / 1000) - Math.floor(Date.parse(meeting.createdAt) / 1000),
    startsAt: new Date(meeting.startsAt),
    endsAt: new Date(meeting.endsAt),
    stamp: new Date(),
    summary: `Video meeting with ${meeting.shopName} on Vitrine`,
    description: `Join the video meeting: ${url}\nJoining opens 10 minutes before the start.`,
    url,
    organizer: members[0] ?? { name: meeting.shopName, email: `no-reply@${host}` },
    attendees: meeting.attendees.map(({ name, email }) => ({ name, email })),
    method,
  });
  return {
    filename: method === 'CANCEL' ? 'cancelled.ics' : 'meeting.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    content,
  };
}

const headings: Record<MailKind, (shop: string) => string> = {
  created: (shop) => `Your video meeting with ${shop} is booked`,
  rescheduled: (shop) => `Your video meeting with ${shop} has moved`,
  cancelled: (shop) => `Your video meeting with ${shop} is cancelled`,
  reminder: (shop) => `Reminder: your video meeting with ${shop}`,
};

/** The pages a meeting's mails and notifications open: the customer's and the shop's. */
export const meetingPaths = {
  customer: (bookingId: string) => `/user/meetings/${bookingId}`,
  shop: (bookingId: string) => `/vendor/bookings/${bookingId}`,
};

/**
 * The mails one change of a booking sends: to the booker (the confirmation), each invitee
 * (their own join link) and the shop's people; with a calendar invitation except for the
 * shop's copy of a reminder.
 */
export function meetingMails(input: {
  kind: MailKind;
  meeting: Booking;
  members: Member[];
  publicUrl: string;
  lead?: ReminderLead;
  cancelledBy?: 'customer' | 'shop';
  /** 'shop-absent': the shop had not joined 15 minutes after the start. */
  cancelReason?: 'shop-absent';
  /** Who moved it (a move); older events do not say. */
  movedBy?: 'customer' | 'shop';
}): (MailContent & { recipient: string })[] {
  const { kind, meeting, members, publicUrl } = input;
  const when = timeIn(meeting.startsAt, meeting.shopTimeZone);
  const booker = meeting.attendees.find((a) => a.role === 'booker');
  const method = kind === 'cancelled' ? 'CANCEL' : 'REQUEST';
  const mails: (MailContent & { recipient: string })[] = [];
  const shopUrl = `${publicUrl}${meetingPaths.shop(meeting.id)}`;
  // The shop's own words, when it gave them.
  const shopSays = kind === 'cancelled' && meeting.cancelReason ? meeting.cancelReason : undefined;

  for (const attendee of meeting.attendees) {
    const isBooker = attendee.role === 'booker';
    const url = isBooker ? `${publicUrl}${meetingPaths.customer(meeting.id)}` : attendee.joinUrl;
    const heading =
      !isBooker && kind === 'created'
        ? `${booker?.name ?? 'A friend'} invited you to a video meeting with ${meeting.shopName}`
        : headings[kind](meeting.shopName);
    const lines: string[] = [];
    if (kind === 'cancelled') {
      lines.push(
        input.cancelReason === 'shop-absent'
          ? `The meeting on ${when} was cancelled because the shop did not join within 15 minutes of the start.`
          : `The meeting on ${when} was cancelled by ${input.cancelledBy === 'shop' ? 'the shop' : (booker?.name ?? 'the booker')}.`,
      );
      if (shopSays) lines.push(`The shop says: “${shopSays}”`);
      if (isBooker && meeting.creditsRefunded > 0) {
        lines.push(`${meeting.creditsRefunded} credits were given back to your balance.`);
      }
    } else {
      if (kind === 'rescheduled' && input.movedBy === 'shop') {
        lines.push(
          isBooker
            ? 'The shop moved the meeting to a new time. If it does not suit you, cancel it from the meeting page: 24 hours or more before the start, all your credits come back.'
            : 'The shop moved the meeting to a new time.',
        );
      }
      lines.push(
        `${kind === 'reminder' ? (input.lead === '24h' ? 'Tomorrow' : 'In 15 minutes') : 'When'}: ${when} (${meeting.shopTimeZone}).`,
        'Joining opens 10 minutes before the start; you need a browser with a camera and a microphone.',
      );
      if (isBooker && kind === 'created') {
        lines.push(`${meeting.creditsUsed} credits were used for this meeting.`);
      }
    }
    const { text, html } = layoutMail({
      heading,
      blocks: [
        ...lines.map((paragraph) => ({ paragraph })),
        ...(isBooker
          ? [{ button: { label: 'Open the meeting', url } }]
          : kind === 'cancelled'
            ? []
            : [{ button: { label: 'Join the meeting', url } }]),
      ],
      footer: `You receive this mail because ${isBooker ? 'you booked' : 'you were invited to'} a meeting on Vitrine.`,
    });
    mails.push({
      recipient: `attendee-${attendee.id}`,
      to: attendee.email,
      subject: heading,
      text,
      html,
      attachments: [invitation(meeting, members, publicUrl, url, method)],
    });
  }

  for (const member of members) {
    const heading =
      kind === 'created'
        ? `New meeting booked: ${when}`
        : kind === 'rescheduled'
          ? `A meeting moved to ${when}`
          : kind === 'cancelled'
            ? `Meeting cancelled: ${when}`
            : `Reminder: meeting at ${when}`;
    const { text, html } = layoutMail({
      heading,
      blocks: [
        ...(kind === 'cancelled' && input.cancelReason === 'shop-absent'
          ? [
              {
                paragraph:
                  "Nobody from the shop joined within 15 minutes of the start, so the meeting was cancelled and the customer's credits were given back.",
              },
            ]
          : []),
        ...(shopSays
          ? [{ paragraph: `Your shop's reason, as the customer was told: “${shopSays}”` }]
          : []),
        ...(kind === 'rescheduled' && input.movedBy
          ? [{ paragraph: `Moved by ${input.movedBy === 'shop' ? 'your shop' : 'the customer'}.` }]
          : []),
        {
          rows: [
            ['Booked by', booker?.name ?? ''],
            ['When', `${when} (${meeting.shopTimeZone})`],
            ['People', String(meeting.attendees.length)],
            ['Interests', interestNames(meeting) || '—'],
          ],
        },
        { button: { label: 'Open the booking', url: shopUrl } },
      ],
      footer: `You receive this mail because you run ${meeting.shopName} on Vitrine.`,
    });
    mails.push({
      recipient: `member-${member.email}`,
      to: member.email,
      subject: heading,
      text,
      html,
      ...(kind === 'reminder'
        ? {}
        : {
            attachments: [invitation(meeting, members, publicUrl, shopUrl, method)],
          }),
    });
  }
  return mails;
}

/**
 * Sends the mails of one change of a meeting (`meetingMails`), each with a Message-ID made from
 * the event and its recipient, so that a redelivered event sends the same ones.
 */
export async function sendMeetingMails(
  mailer: Mailer,
  event: DomainEvent,
  input: Parameters<typeof meetingMails>[0],
) {
  const { publicUrl } = input;
  for (const { recipient, ...mail } of meetingMails(input)) {
    await mailer.send({
      ...mail,
      messageId: messageIdFor(event.id, `${event.type}.${recipient}`, publicUrl),
    });
  }
}
