import { describe, expect, it } from 'vitest';
import { dayKey, dayLabel } from './day-label.ts';

// Local times: the labels are the viewer's calendar days.
const now = new Date(2026, 10, 27, 0, 30); // Friday 27 November 2026, 00:30

describe('dayLabel', () => {
  it('says Today and Yesterday by calendar day, not by 24 hours', () => {
    expect(dayLabel(new Date(2026, 10, 27, 0, 1), now)).toBe('Today');
    expect(dayLabel(new Date(2026, 10, 26, 23, 59), now)).toBe('Yesterday');
    expect(dayLabel(new Date(2026, 10, 26, 0, 0), now)).toBe('Yesterday');
  });

  it('names the weekday within the last week, then the date, with the year when it differs', () => {
    expect(dayLabel(new Date(2026, 10, 24, 12, 0), now)).toBe(
      new Intl.DateTimeFormat(undefined, { weekday: 'long' }).format(new Date(2026, 10, 24)),
    );
    const lastWeek = new Date(2026, 10, 20, 9, 0);
    expect(dayLabel(lastWeek, now)).toBe(
      new Intl.DateTimeFormat(undefined, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
      }).format(lastWeek),
    );
    const lastYear = new Date(2025, 11, 31, 9, 0);
    const label = dayLabel(lastYear, now);
    expect(label).toContain('2025');
    expect(label).not.toBe(dayLabel(new Date(2026, 11, 31, 9, 0), now));
  });
});

describe('dayKey', () => {
  it('is the same through one local day and changes at midnight', () => {
    expect(dayKey(new Date(2026, 0, 5, 0, 0))).toBe('2026-01-05');
    expect(dayKey(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(dayKey(new Date(2026, 0, 6, 0, 0))).toBe('2026-01-06');
  });
});
