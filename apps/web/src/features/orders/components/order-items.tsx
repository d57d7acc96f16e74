import { Box, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { OrderDetail } from '@vitrine/contracts/orders';
import { formatMoney } from '../../../lib/money-format.ts';

/** The items with quantities and prices, then subtotal, shipping, taxes and the total (in words too). */
export function OrderItems({ order }: { order: OrderDetail }) {
  const money = (amount: number) => formatMoney(amount, order.currency);
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="order-items">
      <Title order={2} size="h4" id="order-items" mb="sm">
        Items
      </Title>
      {/* Focusable, so a keyboard can scroll it sideways on a narrow phone. */}
      <Box
        tabIndex={0}
        role="region"
        aria-label="The items, scrollable"
        style={{ overflowX: 'auto' }}
      >
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Item</Table.Th>
              <Table.Th ta="right">Quantity</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {order.items.map((item) => (
              <Table.Tr key={item.id}>
                <Table.Td>{item.title}</Table.Td>
                <Table.Td ta="right">{item.quantity}</Table.Td>
                <Table.Td ta="right">{money(item.unitPrice)}</Table.Td>
                <Table.Td ta="right">{money(item.lineTotal)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack gap={4} mt="sm" aria-label="Totals">
        <Line label="Subtotal" value={money(order.subtotal)} />
        <Line label="Shipping" value={money(order.shippingFee)} />
        <Line label="Taxes" value={money(order.taxes)} />
        <Line label="Total" value={money(order.total)} strong />
        <Text size="sm" c="dimmed" ta="right">
          {order.totalInWords}
        </Text>
      </Stack>
    </Card>
  );
}

function Line({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : undefined}>
        {value}
      </Text>
    </Group>
  );
}
