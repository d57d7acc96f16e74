import '@mantine/core/styles/Combobox.layer.css';
import { Button, Group, NativeSelect, Paper, Text } from '@mantine/core';
import { useState, type ComponentType } from 'react';

/** What the shop's side of the room gets to pin from: the route supplies its catalogue. */
export type PinCatalogue = ComponentType<{
  shopId: string;
  pinned: string[];
  onPin: (productId: string) => void;
}>;

/** A choice of the shop's own products, to pin one for everyone in the call. */
export function PinPicker(props: {
  products: { id: string; title: string }[];
  loading: boolean;
  failed: boolean;
  pinned: string[];
  onPin: (productId: string) => void;
}) {
  const [choice, setChoice] = useState('');
  const options = props.products.filter((p) => !props.pinned.includes(p.id));
  if (props.failed) {
    return (
      <Text size="sm" c="red">
        Could not load your products to pin.
      </Text>
    );
  }
  return (
    <Paper withBorder p="sm" radius="md">
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NativeSelect
          flex={1}
          label="Pin a product"
          disabled={props.loading || options.length === 0}
          value={choice}
          onChange={(event) => setChoice(event.currentTarget.value)}
          data={[
            {
              value: '',
              label: options.length === 0 ? 'No more products to pin' : 'Choose a product',
            },
            ...options.map((p) => ({ value: p.id, label: p.title })),
          ]}
        />
        <Button
          disabled={choice === ''}
          onClick={() => {
            props.onPin(choice);
            setChoice('');
          }}
        >
          Pin
        </Button>
      </Group>
    </Paper>
  );
}
