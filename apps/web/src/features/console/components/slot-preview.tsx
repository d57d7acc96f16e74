import { Badge, Group, NativeSelect, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { formatTime } from '../../../lib/format-date-time.ts';
import { useGetSlotsQuery } from '../api/get-slots.ts';
import { timeZoneChoices } from '../time-zones.ts';

export const PREVIEW_DAYS = 7;

/** "Mon 1 Dec": the day a slot starts on, as the viewer's calendar has it. */
const dayLabel = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone,
  }).format(new Date(iso));

/**
 * The next week's slots as a shopper in another time zone sees them (the public slots endpoint,
 * so notice, horizon, buffer and bookings all apply). Shows the saved hours, in the shop's own
 * zone until the owner picks a shopper's.
 */
export function SlotPreview({
  shopId,
  now = () => new Date(),
}: {
  shopId: string;
  now?: () => Date;
}) {
  const [pickedZone, setViewerZone] = useState<string | null>(null);
  // Fixed for the screen's life, so the query is asked once, not on every render.
  const [window] = useState(() => {
    const from = now();
    from.setSeconds(0, 0);
    const to = new Date(from.getTime() + PREVIEW_DAYS * 24 * 60 * 60 * 1000);
    return { from: from.toISOString(), to: to.toISOString() };
  });
  const slots = useGetSlotsQuery({ shopId, ...window });
  const shopZone = slots.data?.timeZone ?? 'UTC';
  const viewerZone = pickedZone ?? shopZone;
  const zones = useMemo(() => [...new Set([shopZone, ...timeZoneChoices()])].sort(), [shopZone]);

  const days = useMemo(() => {
    const grouped = new Map<string, { startsAt: string; available: boolean }[]>();
    for (const slot of slots.data?.items ?? []) {
      const label = dayLabel(slot.startsAt, viewerZone);
      grouped.set(label, [...(grouped.get(label) ?? []), slot]);
    }
    return [...grouped.entries()];
  }, [slots.data, viewerZone]);

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="preview-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="preview-heading">
          What shoppers see
        </Title>
        <NativeSelect
          label="Shopper's time zone"
          description="Your saved hours, as the next week's meeting slots in this zone (first your shop's own)."
          data={zones.map((zone) => ({
            value: zone,
            label: zone === shopZone ? `${zone} (your shop)` : zone,
          }))}
          value={viewerZone}
          onChange={(event) => setViewerZone(event.currentTarget.value)}
          maw={320}
        />
        {slots.isLoading ? (
          <Stack gap="xs" aria-busy="true" aria-label="Loading the slots">
            <Skeleton h={24} />
            <Skeleton h={24} />
          </Stack>
        ) : slots.isError ? (
          <ErrorState
            title="We could not load the slots"
            error={toApiError(slots.error)}
            onRetry={() => void slots.refetch()}
            retrying={slots.isFetching}
          />
        ) : days.length === 0 ? (
          <Text size="sm" c="dimmed">
            No open slots in the next {PREVIEW_DAYS} days. Add weekly hours (and save them) to open
            your calendar for meetings.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {days.map(([day, items]) => (
              <Group key={day} component="li" gap="xs" align="baseline" wrap="wrap">
                <Text fw={600} w={110} size="sm">
                  {day}
                </Text>
                {items.map((slot) => (
                  <Badge
                    key={slot.startsAt}
                    variant={slot.available ? 'filled' : 'outline'}
                    color={slot.available ? 'teal.9' : 'gray.8'}
                    tt="none"
                  >
                    {formatTime(slot.startsAt, { timeZone: viewerZone })}
                    {slot.available ? '' : ' (taken)'}
                  </Badge>
                ))}
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
