import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CheckboxIndicator.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import type { PinnedProduct } from '@vitrine/contracts/meeting-room';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../../../components/action-feedback.tsx';
import { describeApiError } from '../../../../lib/api-error.ts';
import { toApiError } from '../../../../lib/api.ts';
import { formatMoney } from '../../../../lib/money-format.ts';
import { useCreateOrderFromPinsMutation } from '../../api/create-order-from-pins.ts';
import { useGetBookingPinsQuery } from '../../api/get-booking-pins.ts';

type Booking = { id: string; customerName: string; startsAt: string; status: string };

/** Meetings that have begun: pins are made during the call. */
const hasBegun = (booking: Booking, now: Date) =>
  booking.status !== 'cancelled' && Date.parse(booking.startsAt) <= now.getTime();

/**
 * "Create order from pins" on a booking in the console: the products the shop pinned during the
 * meeting, picked with quantities, become an order for the booking's customer to pay.
 */
export function CreateOrderFromPins({ booking, now }: { booking: Booking; now: Date }) {
  const [opened, setOpened] = useState(false);
  if (!hasBegun(booking, now)) return null;
  return (
    <>
      <Button variant="default" w="fit-content" onClick={() => setOpened(true)}>
        Create order from pins
      </Button>
      {opened ? <PinsOrderDialog booking={booking} onClose={() => setOpened(false)} /> : null}
    </>
  );
}

function PinsOrderDialog({ booking, onClose }: { booking: Booking; onClose: () => void }) {
  const pins = useGetBookingPinsQuery(booking.id);
  return (
    <Modal opened onClose={onClose} title={`Order for ${booking.customerName}`} centered>
      {pins.isLoading ? (
        <Skeleton h={120} />
      ) : pins.error || !pins.data ? (
        <Alert color="red" role="alert" title="The pins could not be loaded">
          {pins.error ? describeApiError(toApiError(pins.error)) : null}
          <Button mt="sm" size="xs" variant="default" onClick={() => void pins.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : pins.data.pins.length === 0 ? (
        <Text size="sm">
          No product was pinned during this meeting. Create the order from the Orders page instead.
        </Text>
      ) : (
        <PinsOrderForm bookingId={booking.id} pins={pins.data.pins} onCancel={onClose} />
      )}
    </Modal>
  );
}

function PinsOrderForm({
  bookingId,
  pins,
  onCancel,
}: {
  bookingId: string;
  pins: PinnedProduct[];
  onCancel: () => void;
}) {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [create, { isLoading }] = useCreateOrderFromPinsMutation();
  const [quantities, setQuantities] = useState<Record<string, number>>(() =>
    Object.fromEntries(pins.map((pin) => [pin.productId, 1])),
  );
  const [picked, setPicked] = useState<Set<string>>(() => new Set(pins.map((p) => p.productId)));
  const [shipping, setShipping] = useState(0);
  const [taxes, setTaxes] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const currency = pins[0]!.currency;
  const chosen = pins.filter((pin) => picked.has(pin.productId));
  const total =
    chosen.reduce((sum, pin) => sum + pin.priceMinor * (quantities[pin.productId] ?? 1), 0) +
    Math.round(shipping * 100) +
    Math.round(taxes * 100);

  const submit = async () => {
    setError(null);
    try {
      const order = await feedback.after(
        create({
          bookingId,
          items: chosen.map((pin) => ({
            productId: pin.productId,
            quantity: quantities[pin.productId] ?? 1,
          })),
          shippingFee: Math.round(shipping * 100),
          taxes: Math.round(taxes * 100),
        }).unwrap(),
        (created) => `Order ${created.number} created; the customer is told and can pay it.`,
      );
      void navigate(`/vendor/orders/${order.id}`);
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };

  return (
    <Stack
      component="form"
      gap="md"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {pins.map((pin) => (
          <Group component="li" key={pin.productId} justify="space-between" wrap="nowrap">
            <Checkbox
              label={`${pin.title} · ${formatMoney(pin.priceMinor, pin.currency)}`}
              checked={picked.has(pin.productId)}
              onChange={(event) => {
                const next = new Set(picked);
                if (event.currentTarget.checked) next.add(pin.productId);
                else next.delete(pin.productId);
                setPicked(next);
              }}
            />
            <NumberInput
              aria-label={`Quantity of ${pin.title}`}
              w={80}
              min={1}
              max={1000}
              allowDecimal={false}
              disabled={!picked.has(pin.productId)}
              value={quantities[pin.productId] ?? 1}
              onChange={(value) =>
                setQuantities({ ...quantities, [pin.productId]: Math.max(1, Number(value) || 1) })
              }
            />
          </Group>
        ))}
      </Stack>
      <Group gap="sm" grow>
        <NumberInput
          label={`Shipping fee (${currency})`}
          min={0}
          decimalScale={2}
          value={shipping}
          onChange={(value) => setShipping(Number(value) || 0)}
        />
        <NumberInput
          label={`Taxes (${currency})`}
          min={0}
          decimalScale={2}
          value={taxes}
          onChange={(value) => setTaxes(Number(value) || 0)}
        />
      </Group>
      <Text fw={600} aria-live="polite">
        Total: {formatMoney(total, currency)}
      </Text>
      {error ? (
        <Alert color="red" role="alert" title="The order was not created">
          {error}
        </Alert>
      ) : null}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={isLoading}>
          Not now
        </Button>
        <Button type="submit" loading={isLoading} disabled={chosen.length === 0}>
          Create the order
        </Button>
      </Group>
    </Stack>
  );
}
