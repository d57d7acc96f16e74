import { Button, SimpleGrid, Text } from '@mantine/core';
import type { Slot } from '@vitrine/contracts/availability';
import { formatDate } from '../../../../lib/format-date-time.ts';

type DateStepProps = {
  /** Days (YYYY-MM-DD, the shop's zone) with at least one free slot, in order. */
  days: { day: string; free: number }[];
  selected: string | null;
  onSelect: (day: string) => void;
};

const label = (day: string) =>
  formatDate(`${day}T12:00:00Z`, { timeZone: 'UTC' }) +
  ` · ${new Intl.DateTimeFormat(undefined, { weekday: 'short', timeZone: 'UTC' }).format(new Date(`${day}T12:00:00Z`))}`;

/** Step 1: a day on which the shop has free slots. */
export function DateStep({ days, selected, onSelect }: DateStepProps) {
  if (days.length === 0) {
    return (
      <Text>
        This shop has no free meeting times in the next weeks. Try again later, or save the shop to
        your favourites.
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 2, sm: 4 }} role="radiogroup" aria-label="Meeting date">
      {days.map(({ day, free }) => (
        <Button
          key={day}
          role="radio"
          aria-checked={selected === day}
          variant={selected === day ? 'filled' : 'default'}
          onClick={() => onSelect(day)}
          h="auto"
          py="xs"
          styles={{ label: { whiteSpace: 'normal', flexDirection: 'column' } }}
        >
          <span>{label(day)}</span>
          <Text span size="xs" c={selected === day ? undefined : 'dimmed'}>
            {free === 1 ? '1 free time' : `${free} free times`}
          </Text>
        </Button>
      ))}
    </SimpleGrid>
  );
}

export type { Slot };
