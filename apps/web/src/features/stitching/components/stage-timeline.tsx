import { Text, Timeline } from '@mantine/core';
import '@mantine/core/styles/Timeline.layer.css';
import type { StitchingEvent } from '@vitrine/contracts/stitching';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { describeEvent } from './stitching-labels.ts';

/** Everything that happened to an invoice, oldest first: approval, payment and the stages. */
export function StageTimeline({ events }: { events: StitchingEvent[] }) {
  return (
    <Timeline active={events.length - 1} bulletSize={14} lineWidth={2} aria-label="Timeline">
      {events.map((event, index) => (
        <Timeline.Item key={index} title={describeEvent(event)}>
          <Text size="sm" c="dimmed">
            {formatDateTime(event.at)}
          </Text>
          {event.note && <Text size="sm">{event.note}</Text>}
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
