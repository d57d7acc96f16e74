/**
 * A small RFC 5545 calendar invitation: one VEVENT in a VCALENDAR, with text escaped (§3.3.11)
 * and lines folded at 75 octets (§3.1), CRLF line ends. Enough for mail clients to add the
 * meeting; no time-zone blocks, since every time is written in UTC.
 */
export type CalendarEvent = {
  /** Stable across updates of the same meeting, so a new invitation replaces the old one. */
  uid: string;
  /** Raised on every change (RFC 5546): clients keep the highest. */
  sequence: number;
  startsAt: Date;
  endsAt: Date;
  /** When this version was written. */
  stamp: Date;
  summary: string;
  description: string;
  url?: string;
  organizer?: { name: string; email: string };
  attendees?: { name: string; email: string }[];
  /** CANCEL tells clients to remove the event. */
  method?: 'REQUEST' | 'CANCEL';
};

/** TEXT values: backslash, semicolon and comma escaped, line breaks as \n. */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');

/** A parameter value (a name): quoted when it holds : ; or , (quotes cannot appear in it). */
const paramValue = (value: string) => {
  const clean = value.replace(/["\r\n]/g, '');
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
};

/** UTC date-time form: 20300107T053000Z. */
export const icsDate = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** How many octets UTF-8 takes for a code point (without encoding it). */
const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/**
 * Folds a content line into lines of at most 75 octets, each continuation starting with one
 * space; never splits a UTF-8 character.
 */
export function foldLine(line: string): string {
  // Most lines are short and ASCII: nothing to fold.
  if (line.length <= 75 && /^[\x20-\x7e]*$/.test(line)) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0)!);
    // The first line holds 75 octets; continuations 74 after their leading space.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function calendarInvitation(event: CalendarEvent): string {
  const method = event.method ?? 'REQUEST';
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vitrine//Meetings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    `DTSTART:${icsDate(event.startsAt)}`,
    `DTEND:${icsDate(event.endsAt)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${event.url}`, `LOCATION:${escapeText(event.url)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN=${paramValue(event.organizer.name)}:mailto:${event.organizer.email}`]
      : []),
    ...(event.attendees ?? []).map(
      (a) => `ATTENDEE;CN=${paramValue(a.name)};ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:${a.email}`,
    ),
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
