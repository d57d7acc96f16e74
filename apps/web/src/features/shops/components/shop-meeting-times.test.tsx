import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShopMeetingTimes } from './shop-meeting-times.tsx';

const noon = new Date('2026-11-23T12:00:00Z');

describe('ShopMeetingTimes', () => {
  it('points to the booking for free times, and shows the shop’s time beside the viewer’s', () => {
    const { container } = render(
      <ShopMeetingTimes timeZone="Asia/Kolkata" viewerTimeZone="Europe/London" now={noon} />,
    );
    expect(container).toHaveTextContent(
      "Book a video meeting to see the shop's free times. The shop keeps Asia/Kolkata time, where it is now 5:30 pm; it is 12:00 pm where you are (Europe/London).",
    );
  });

  it('says when the viewer’s clock shows the same time as the shop’s', () => {
    const { container } = render(
      <ShopMeetingTimes timeZone="Asia/Kolkata" viewerTimeZone="Asia/Calcutta" now={noon} />,
    );
    expect(container).toHaveTextContent('where it is now 5:30 pm, the same as your time.');
  });

  it('writes zone names with spaces, as people read them', () => {
    const { container } = render(
      <ShopMeetingTimes timeZone="America/New_York" viewerTimeZone="Asia/Kolkata" now={noon} />,
    );
    expect(container).toHaveTextContent(
      'The shop keeps America/New York time, where it is now 7:00 am',
    );
  });
});
