import { useEffect, useState } from 'react';

type ShopMeetingTimesProps = {
  /** IANA zone of the shop's meeting slots. */
  timeZone: string;
  /** The viewer's zone; the browser's own unless a test names one. */
  viewerTimeZone?: string;
  /** The moment shown; the current minute unless a test fixes one. */
  now?: Date;
  locale?: string;
};

const timeIn = (moment: Date, timeZone: string, locale?: string) =>
  new Intl.DateTimeFormat(locale ?? 'en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  }).format(moment);

const zoneName = (timeZone: string) => timeZone.replace(/_/g, ' ');

/** The current time, updated every minute. */
function useCurrentMinute(fixed: Date | undefined): Date {
  const [now, setNow] = useState(() => fixed ?? new Date());
  useEffect(() => {
    if (fixed) return undefined;
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, [fixed]);
  return fixed ?? now;
}

/**
 * When to meet a shop: the free times are on the booking form; here, the time now in the shop's
 * zone beside the viewer's, which is what a person planning a call across zones needs.
 */
export function ShopMeetingTimes({ timeZone, viewerTimeZone, now, locale }: ShopMeetingTimesProps) {
  const moment = useCurrentMinute(now);
  const viewerZone = viewerTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const shopTime = timeIn(moment, timeZone, locale);
  const viewerTime = timeIn(moment, viewerZone, locale);
  const sameClock = shopTime === viewerTime;
  return (
    <>
      Book a video meeting to see the shop's free times. The shop keeps {zoneName(timeZone)} time,
      where it is now {shopTime}
      {sameClock
        ? ', the same as your time.'
        : `; it is ${viewerTime} where you are (${zoneName(viewerZone)}).`}
    </>
  );
}
