import { Alert, Button, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.layer.css';
import type { CarrierOption } from '@vitrine/contracts/orders';
import { useState } from 'react';
import type { ShopOrderChange } from '../../api/change-shop-order.ts';
import { useListCarriersQuery } from '../../api/list-carriers.ts';

/**
 * The ship dialog's choice: the courier (the server's default until the shop picks another)
 * and, for a courier that does not book pickups, the tracking number it gave the shop.
 * `change` is what shipping sends, or null while the couriers are not known.
 */
export function useShipChoice(active: boolean) {
  const carriers = useListCarriersQuery(undefined, { skip: !active });
  const [picked, setPicked] = useState<string | null>(null);
  const [trackingNumber, setTrackingNumber] = useState('');
  const list = carriers.data?.carriers ?? [];
  const chosen = list.find((c) => c.name === (picked ?? carriers.data?.default)) ?? null;
  const change: ShopOrderChange | null = !chosen
    ? null
    : chosen.booksPickup
      ? { action: 'ship', carrier: chosen.name }
      : { action: 'ship', carrier: chosen.name, trackingNumber: trackingNumber.trim() };
  return { carriers, list, chosen, setPicked, trackingNumber, setTrackingNumber, change };
}

export type ShipChoice = ReturnType<typeof useShipChoice>;

function CarrierPicker({
  list,
  chosen,
  onPick,
}: {
  list: CarrierOption[];
  chosen: CarrierOption;
  onPick: (name: string) => void;
}) {
  return (
    <Radio.Group label="Courier" value={chosen.name} onChange={onPick}>
      <Stack gap="xs" mt="xs">
        {list.map((carrier) => (
          <Radio
            key={carrier.name}
            value={carrier.name}
            label={carrier.label}
            description={
              carrier.booksPickup
                ? 'Books the pickup and gives the parcel its tracking number'
                : 'You type the tracking number the courier gave you'
            }
          />
        ))}
      </Stack>
    </Radio.Group>
  );
}

/** The courier to ship with and, when it does not book the pickup, the tracking number. */
export function ShipFields({ choice }: { choice: ShipChoice }) {
  const { carriers, list, chosen } = choice;
  if (carriers.isLoading) {
    return (
      <Stack gap="xs" align="flex-start">
        <Loader size="sm" aria-label="Loading the couriers" />
      </Stack>
    );
  }
  if (carriers.isError || !chosen) {
    return (
      <Alert color="red" role="alert" title="Couriers not loaded">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">The couriers this shop can ship with could not be loaded.</Text>
          <Button size="xs" variant="default" onClick={() => void carriers.refetch()}>
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <CarrierPicker list={list} chosen={chosen} onPick={choice.setPicked} />
      {chosen.booksPickup ? (
        <Text size="sm" c="dimmed">
          {chosen.label} books the pickup now; its tracking number (AWB) is shown to the customer.
        </Text>
      ) : (
        <TextInput
          label="Tracking number"
          description="4 to 40 letters, digits or dashes"
          required
          value={choice.trackingNumber}
          onChange={(event) => choice.setTrackingNumber(event.currentTarget.value)}
        />
      )}
    </>
  );
}
