import { describe, expect, it } from 'vitest';
import { calendarInvitation, escapeText, foldLine, icsDate } from './ics.ts';

const unfold = (text: string) => text.replace(/\r\n /g, '');

describe('calendarInvitation', () => {
  const event = {
    uid: 'booking-1@vitrine.test',
    sequence: 2,
    startsAt: new Date('2030-01-07T05:30:00Z'),
    endsAt: new Date('2030-01-07T06:00:00Z'),
    stamp: new Date('2029-12-01T10:00:00.123Z'),
    summary: 'Video meeting with Zari House, Jaipur; bridal',
    description: 'Line one\nLine two, with a back\\slash',
    url: 'http://localhost:3000/join-meet/b/a',
    organizer: { name: 'Zari House', email: 'shop@example.test' },
    attendees: [{ name: 'Asha, Tester', email: 'asha@example.test' }],
  };

  it('writes one VEVENT with UTC times, CRLF line ends and escaped text', () => {
    const ics = calendarInvitation(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(ics).split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART:20300107T053000Z');
    expect(lines).toContain('DTEND:20300107T060000Z');
    expect(lines).toContain('DTSTAMP:20291201T100000Z');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('SUMMARY:Video meeting with Zari House\\, Jaipur\\; bridal');
    expect(lines).toContain('DESCRIPTION:Line one\\nLine two\\, with a back\\\\slash');
    expect(lines).toContain(
      'ATTENDEE;CN="Asha, Tester";ROLE=REQ-PARTICIPANT;RSVP=FALSE:mailto:asha@example.test',
    );
    expect(lines).toContain('STATUS:CONFIRMED');
  });

  it('cancels with METHOD:CANCEL and STATUS:CANCELLED', () => {
    const lines = calendarInvitation({ ...event, method: 'CANCEL' }).split('\r\n');
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
  });

  it('folds every line at 75 octets, without splitting a character', () => {
    const ics = calendarInvitation({ ...event, description: 'नमस्ते '.repeat(40) });
    for (const line of ics.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
    }
    expect(unfold(ics)).toContain(`DESCRIPTION:${'नमस्ते '.repeat(40)}`);
  });
});

describe('pieces', () => {
  it('escapes text values', () => {
    expect(escapeText('a;b,c\\d\r\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  });
  it('leaves short lines alone and continues long ones with a space', () => {
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
    const folded = foldLine(`X:${'a'.repeat(200)}`).split('\r\n');
    expect(folded[0]).toHaveLength(75);
    expect(folded.slice(1).every((l) => l.startsWith(' ') && l.length <= 75)).toBe(true);
  });
  it('folds by octets and never splits a character of two, three or four octets', () => {
    // 'é' is 2 octets, 'स' 3, '🪡' 4 (two UTF-16 units); 30 of each.
    const line = `SUMMARY:${'é'.repeat(30)}${'स'.repeat(30)}${'🪡'.repeat(30)}`;
    const folded = foldLine(line).split('\r\n');
    const octets = (text: string) => Buffer.byteLength(text, 'utf8');
    expect(folded.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(line);
    expect(folded.every((l) => octets(l) <= 75)).toBe(true);
    expect(folded.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    // Filled as far as the next character allows: no line ends more than 3 octets short.
    expect(folded.slice(0, -1).every((l) => octets(l) > 71)).toBe(true);
    expect(folded.join('')).not.toContain('\ufffd');
    expect(foldLine('SUMMARY:Gota Saree House – fitting')).toBe(
      'SUMMARY:Gota Saree House – fitting',
    );
  });
  it('writes UTC date-times without separators', () => {
    expect(icsDate(new Date('2030-01-07T05:30:00.999Z'))).toBe('20300107T053000Z');
  });
});
