/**
 * Dates come from the API in UTC (ISO 8601) and are shown in the viewer's own time zone
 * `timeZone` is only for tests and for printing a zone on purpose.
 */
type FormatOptions = { locale?: string; timeZone?: string };

/** "22 Nov 2026, 11:42 am GMT+5:30": a moment, with the zone it is shown in. */
export function formatDateTime(iso: string, { locale, timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    timeZone,
  }).format(new Date(iso));
}

/** "22 Nov 2026": a day, for expiry dates and lists. */
export function formatDate(iso: string, { locale, timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone,
  }).format(new Date(iso));
}

/** "11:42 am": a time of day in the viewer's zone, beside a date shown on its own. */
export function formatTime(iso: string, { locale, timeZone }: FormatOptions = {}): string {
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone }).format(
    new Date(iso),
  );
}
