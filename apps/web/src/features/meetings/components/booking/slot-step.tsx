import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import type { Slot } from '@vitrine/contracts/availability';
import { formatTime } from '../../../../lib/format-date-time.ts';
import type { MeetingSlot } from '../../state/booking-draft-slice.ts';

type SlotStepProps = {
  slots: Slot[];
  shopTimeZone: string;
  selected: MeetingSlot | null;
  onSelect: (slot: Slot) => void;
  /** The viewer's zone; the browser's unless a test names one. */
  viewerTimeZone?: string;
};

const zoneName = (zone: string) => zone.replace(/_/g, ' ');

/** Step 2: a time on the chosen day, in the shopper's zone, with the shop's zone named. */
export function SlotStep({
  slots,
  shopTimeZone,
  selected,
  onSelect,
  viewerTimeZone,
}: SlotStepProps) {
  const viewer = viewerTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <Stack gap="sm">
      <Text size="sm">
        Times are in your time zone ({zoneName(viewer)}). The shop keeps {zoneName(shopTimeZone)}{' '}
        time.
      </Text>
      {slots.length === 0 ? (
        <Text>No times are left on this day: go back and choose another date.</Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 6 }} role="radiogroup" aria-label="Meeting time">
          {slots.map((slot) => {
            const chosen = selected?.startsAt === slot.startsAt;
            const time = formatTime(slot.startsAt, { timeZone: viewer });
            return (
              <Button
                key={slot.startsAt}
                role="radio"
                aria-checked={chosen}
                aria-label={slot.available ? time : `${time} (taken)`}
                variant={chosen ? 'filled' : 'default'}
                disabled={!slot.available}
                onClick={() => onSelect(slot)}
              >
                {time}
              </Button>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
