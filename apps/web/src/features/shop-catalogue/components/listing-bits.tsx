import { Badge, Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';

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

/**
 * A console row's actions, the same for products and offers: edit; ask for premium placement
 * while it is live and neither premium nor asked for; archive a live one, restore an archived one.
 */
export function ListingActions({
  listing,
  onEdit,
  onRequestPremium,
  onArchive,
  onRestore,
}: {
  listing: {
    title: string;
    status: 'active' | 'archived';
    premium: boolean;
    premiumRequested: boolean;
  };
  onEdit: () => void;
  onRequestPremium: () => void;
  onArchive: () => void;
  onRestore: () => void;
}) {
  const { title, status } = listing;
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit ${title}`}>
        Edit
      </Button>
      {!listing.premium && !listing.premiumRequested && status === 'active' ? (
        <Button
          size="xs"
          variant="default"
          aria-label={`Request premium placement for ${title}`}
          onClick={onRequestPremium}
        >
          Request premium
        </Button>
      ) : null}
      {status === 'active' ? (
        <Button
          size="xs"
          variant="subtle"
          color="red"
          aria-label={`Archive ${title}`}
          onClick={onArchive}
        >
          Archive
        </Button>
      ) : (
        <Button size="xs" variant="subtle" aria-label={`Restore ${title}`} onClick={onRestore}>
          Restore
        </Button>
      )}
    </Group>
  );
}
