import { Divider } from '@mantine/core';
import { dayLabel } from '../lib/day-label.ts';

/** Where a new day of the conversation starts: "Today", "Yesterday", "Monday", "20 Nov". */
export function DayDivider({ at }: { at: Date }) {
  return (
    <li data-day-divider="">
      <Divider
        label={dayLabel(at)}
        labelPosition="center"
        styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
      />
    </li>
  );
}
