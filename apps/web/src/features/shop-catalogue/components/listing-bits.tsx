import { Badge, SegmentedControl, Stack, Text } from '@mantine/core';

export type StatusChoice = 'all' | 'active' | 'archived';

/** Which listings a console list shows: all, the live ones or the archived ones. */
export function StatusFilter({
  value,
  onChange,
}: {
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500} id="status-filter-label">
        Status
      </Text>
      <SegmentedControl
        aria-labelledby="status-filter-label"
        value={value}
        onChange={(next) => onChange(next as StatusChoice)}
        data={[
          { value: 'all', label: 'All' },
          { value: 'active', label: 'Active' },
          { value: 'archived', label: 'Archived' },
        ]}
      />
    </Stack>
  );
}

/** Premium, requested (waiting for staff) or nothing. */
export function PremiumBadge({
  listing,
}: {
  listing: { premium: boolean; premiumRequested: boolean };
}) {
  if (listing.premium) return <Badge color="indigo.8">Premium</Badge>;
  if (listing.premiumRequested)
    return (
      <Badge variant="outline" color="gray.8">
        Requested
      </Badge>
    );
  return (
    <Text size="sm" c="dimmed">
      —
    </Text>
  );
}
