import { Divider } from '@mantine/core';
import type { Ref } from 'react';
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

/** Where the messages I had not read when I opened the conversation start. */
export function NewMessagesDivider({ ref }: { ref: Ref<HTMLLIElement> }) {
  return (
    <li ref={ref} data-new-messages="">
      <Divider
        color="red.6"
        label="New messages"
        labelPosition="center"
        styles={{
          label: { fontSize: 'var(--mantine-font-size-xs)', color: 'var(--mantine-color-red-7)' },
        }}
      />
    </li>
  );
}
