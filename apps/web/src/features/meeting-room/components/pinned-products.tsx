import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { Link } from 'react-router';
import { formatMoney } from '../../../lib/money-format.ts';

/** The products the shop pinned during the call: a link for everyone, unpin for the shop. */
export function PinnedProducts(props: {
  pins: PinnedProduct[];
  onUnpin?: (productId: string) => void;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h5" mb="xs">
        Pinned products
      </Title>
      {props.pins.length === 0 ? (
        <Text size="sm" c="dimmed">
          The shop has not pinned any products yet.
        </Text>
      ) : (
        <Stack gap="xs" aria-label="Pinned products">
          {props.pins.map((pin) => (
            <Group key={pin.productId} justify="space-between" wrap="nowrap">
              <div>
                <Anchor component={Link} to={pin.url} target="_blank" size="sm" fw={600}>
                  {pin.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {formatMoney(pin.priceMinor, pin.currency)}
                </Text>
              </div>
              {props.onUnpin && (
                <Button
                  size="compact-xs"
                  variant="subtle"
                  onClick={() => props.onUnpin?.(pin.productId)}
                >
                  Unpin
                </Button>
              )}
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
