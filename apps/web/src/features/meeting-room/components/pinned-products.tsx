import '@mantine/core/styles/NumberInput.layer.css';
import { Anchor, Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { formatMoney } from '../../../lib/money-format.ts';

/** What the shopper's side of the room adds a pin to the cart with: the route supplies it. */
export type PinCart = ComponentType<{ pin: PinnedProduct; bookingId: string }>;

/** The shop's control of a pin's meeting-only price, in rupees (empty: take it off). */
function MeetingPriceControl(props: {
  pin: PinnedProduct;
  onSetPrice: (productId: string, priceMinor: number | null) => void;
}) {
  const { pin } = props;
  // As typed: a number, or a string while it is being typed ("1999.").
  const [rupees, setRupees] = useState<number | string>(
    pin.meetingPriceMinor === null ? '' : pin.meetingPriceMinor / 100,
  );
  const priceMinor = rupees === '' ? null : Math.round(Number(rupees) * 100);
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NumberInput
        size="xs"
        w={130}
        aria-label={`Meeting price of ${pin.title} (₹)`}
        placeholder="Meeting price ₹"
        min={1}
        decimalScale={2}
        value={rupees}
        onChange={setRupees}
      />
      <Button
        size="compact-xs"
        variant="light"
        disabled={
          priceMinor === pin.meetingPriceMinor || (priceMinor !== null && !(priceMinor >= 1))
        }
        onClick={() => props.onSetPrice(pin.productId, priceMinor)}
      >
        {priceMinor === null && pin.meetingPriceMinor !== null ? 'Remove price' : 'Set price'}
      </Button>
    </Group>
  );
}

/**
 * The products the shop pinned during the call: a link for everyone; for the shop, unpin and a
 * meeting-only price; for the shopper, the meeting price and "Add to cart" (`cart`).
 */
export function PinnedProducts(props: {
  pins: PinnedProduct[];
  bookingId: string;
  onUnpin?: (productId: string) => void;
  onSetPrice?: (productId: string, priceMinor: number | null) => void;
  cart?: PinCart;
}) {
  const Cart = props.cart;
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
        <Stack gap="sm" aria-label="Pinned products">
          {props.pins.map((pin) => (
            <Stack key={pin.productId} gap={6}>
              <Group justify="space-between" wrap="nowrap" align="flex-start">
                <div>
                  <Anchor component={Link} to={pin.url} target="_blank" size="sm" fw={600}>
                    {pin.title}
                  </Anchor>
                  {pin.meetingPriceMinor === null ? (
                    <Text size="xs" c="dimmed">
                      {formatMoney(pin.priceMinor, pin.currency)}
                    </Text>
                  ) : (
                    <Text size="xs">
                      <Text span fw={700} c="teal.8" inherit>
                        Meeting price {formatMoney(pin.meetingPriceMinor, pin.currency)}
                      </Text>{' '}
                      <Text span c="dimmed" inherit>
                        (was <s>{formatMoney(pin.priceMinor, pin.currency)}</s>) until{' '}
                        {formatDateTime(pin.meetingPriceEndsAt)}
                      </Text>
                    </Text>
                  )}
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
              {props.onSetPrice && (
                <MeetingPriceControl
                  key={`${pin.productId}:${pin.meetingPriceMinor}`}
                  pin={pin}
                  onSetPrice={props.onSetPrice}
                />
              )}
              {Cart && <Cart pin={pin} bookingId={props.bookingId} />}
            </Stack>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
