import { Button, Card, NativeSelect, Stack, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { useState } from 'react';
import { Link } from 'react-router';
import { toApiError } from '../../../lib/api.ts';
import { useUpdateOrderAddressMutation } from '../api/update-order-address.ts';
import { describeOrderError } from './confirm-change-dialog.tsx';

type Address = NonNullable<OrderDetail['address']>;

type OrderAddressProps = {
  order: OrderDetail;
  /** Before shipping the customer may pick another address from the address book. */
  changeable: boolean;
  /** The customer's address book (app/routes reads it); undefined while it loads. */
  addressBook?: Address[];
};

export type AddressBook = Address[] | undefined;

/** Where the order goes; before shipping, one of the address book's addresses can replace it. */
export function OrderAddress({ order, changeable, addressBook }: OrderAddressProps) {
  const { address } = order;
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-address">
      <Title order={2} size="h4" id="order-address" mb="sm">
        Delivery address
      </Title>
      {address ? (
        <Text size="sm" component="address" style={{ fontStyle: 'normal' }}>
          {address.name}, {address.phone}
          <br />
          {[address.line1, address.line2, address.landmark].filter(Boolean).join(', ')}
          <br />
          {address.city}, {address.state} {address.postalCode}, {address.country}
        </Text>
      ) : (
        <Text size="sm">No address yet: pick where the order should go before paying.</Text>
      )}
      {changeable ? <AddressPicker order={order} addressBook={addressBook} /> : null}
    </Card>
  );
}

function AddressPicker({ order, addressBook }: { order: OrderDetail; addressBook: AddressBook }) {
  // feedback: "The order will go to this address." under the button (status), or why not (alert)
  const [update, { isLoading }] = useUpdateOrderAddressMutation();
  const [chosen, setChosen] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  if (!addressBook) return <Text size="sm">Loading your addresses…</Text>;
  const items = addressBook;
  if (items.length === 0) {
    return (
      <Text size="sm" mt="sm">
        Your address book is empty. <Link to="/user/address">Add an address</Link> first.
      </Text>
    );
  }
  const save = async () => {
    setMessage(null);
    try {
      await update({ id: order.id, addressId: chosen }).unwrap();
      setMessage({ ok: true, text: 'The order will go to this address.' });
      setChosen('');
    } catch (error) {
      setMessage({ ok: false, text: describeOrderError(toApiError(error)) });
    }
  };
  return (
    <Stack gap="xs" mt="sm">
      <NativeSelect
        label={order.address ? 'Send it somewhere else' : 'Deliver to'}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value)}
        data={[
          { value: '', label: 'Choose from your address book' },
          ...items.map((a) => ({ value: a.id, label: `${a.name}, ${a.line1}, ${a.city}` })),
        ]}
      />
      <Button
        size="xs"
        w="fit-content"
        disabled={!chosen}
        loading={isLoading}
        onClick={() => void save()}
      >
        Use this address
      </Button>
      {message ? (
        <Text size="sm" c={message.ok ? 'green.9' : 'red.9'} role={message.ok ? 'status' : 'alert'}>
          {message.text}
        </Text>
      ) : null}
    </Stack>
  );
}
