/** IANA zones the browser knows, for the time-zone pickers (a short list if it cannot say). */
export function timeZoneChoices(): string[] {
  try {
    const zones = Intl.supportedValuesOf('timeZone');
    return zones.includes('UTC') ? zones : [...zones, 'UTC'];
  } catch {
    return ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Dubai', 'UTC'];
  }
}
