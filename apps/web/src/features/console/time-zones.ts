/**
 * Browsers list some zones by their old CLDR names (Asia/Calcutta); the IANA names are what
 * Vitrine stores and what people look for.
 */
const CURRENT_NAMES: Record<string, string> = {
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Asia/Rangoon': 'Asia/Yangon',
  'Europe/Kiev': 'Europe/Kyiv',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
};

/** IANA zones the browser knows, for the time-zone pickers (a short list if it cannot say). */
export function timeZoneChoices(): string[] {
  let zones: string[];
  try {
    zones = Intl.supportedValuesOf('timeZone').map((zone) => CURRENT_NAMES[zone] ?? zone);
  } catch {
    zones = ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Dubai'];
  }
  return [...new Set([...zones, 'UTC'])].sort();
}
