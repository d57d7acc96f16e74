import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/Table.layer.css';
import {
  Alert,
  Button,
  Card,
  Group,
  Radio,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import type { Address } from '@vitrine/contracts/account';
import type { CheckoutQuote } from '@vitrine/contracts/checkout';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useQuoteCheckoutQuery, useStartCheckoutMutation } from '../api/cart-api.ts';
import { useCartOwner } from '../hooks/use-cart-owner.ts';

const percent = (bps: number) => `${bps / 100}%`;

function QuoteTable({ quote }: { quote: CheckoutQuote }) {
  const money = useMoneyFormat();
  return (
    <Stack gap="md">
      {quote.shops.map((shop) => (
        <Card
          key={shop.shop.id}
          withBorder
          radius="md"
          component="section"
          aria-label={shop.shop.name}
        >
          <Title order={3} size="h5" mb="xs">
            {shop.shop.name}
          </Title>
          <Table.ScrollContainer minWidth={420}>
            <Table>
              <Table.Tbody>
                {shop.lines.map((line) => (
                  <Table.Tr key={`${line.productId}:${line.variantId ?? ''}`}>
                    <Table.Td>
                      {line.title} × {line.quantity}
                    </Table.Td>
                    <Table.Td ta="right">
                      {money.price({
                        ...line.unitPrice,
                        amountMinor: line.unitPrice.amountMinor * line.quantity,
                      })}
                    </Table.Td>
                  </Table.Tr>
                ))}
                {shop.discount.amountMinor > 0 ? (
                  <Table.Tr>
                    <Table.Td>Code {shop.code}</Table.Td>
                    <Table.Td ta="right">−{money.price(shop.discount)}</Table.Td>
                  </Table.Tr>
                ) : null}
                <Table.Tr>
                  <Table.Td>Shipping</Table.Td>
                  <Table.Td ta="right">
                    {shop.shipping.amountMinor === 0 ? 'Free' : money.price(shop.shipping)}
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td>
                    GST ({[...new Set(shop.lines.map((l) => percent(l.taxBps)))].join(', ')})
                  </Table.Td>
                  <Table.Td ta="right">{money.price(shop.tax)}</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Td fw={600}>Order total</Table.Td>
                  <Table.Td ta="right" fw={600}>
                    {money.price(shop.total)}
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Card>
      ))}
    </Stack>
  );
}

/**
 * `/user/checkout`: the address (from the address book), offer codes, each shop's order with
 * discount, shipping and GST, the amount due in words, then one payment (or cash on delivery
 * where every shop takes it). `addresses` are the customer's, read by the route.
 */
export function CheckoutView({ addresses }: { addresses: Address[] }) {
  const money = useMoneyFormat();
  const feedback = useActionFeedback();
  const navigate = useNavigate();
  const [codeInput, setCodeInput] = useState('');
  const [codes, setCodes] = useState<string[]>([]);
  const [addressId, setAddressId] = useState<string | null>(
    addresses.find((a) => a.isDefault)?.id ?? addresses[0]?.id ?? null,
  );
  const [method, setMethod] = useState<'online' | 'cash_on_delivery'>('online');
  // Signed in from a guest cart: that cart joins the customer's before it is priced.
  const { merging } = useCartOwner(true);
  const {
    data: quote,
    error,
    isFetching,
    refetch,
  } = useQuoteCheckoutQuery({ codes }, { skip: merging });
  const [start, starting] = useStartCheckoutMutation();

  if (error) {
    return (
      <ErrorState
        title="We could not price your cart"
        error={toApiError(error)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  }
  if (!quote) {
    return (
      <Stack aria-busy="true" aria-label="Pricing your cart">
        <Skeleton height={160} />
        <Skeleton height={80} />
      </Stack>
    );
  }

  const placeOrder = () =>
    feedback.run(
      async () => {
        const checkout = await start({
          addressId: addressId!,
          codes,
          paymentMethod: method,
          amountDueMinor: quote.amountDue.amountMinor,
        }).unwrap();
        await navigate(`/user/checkouts/${checkout.id}`);
        return checkout;
      },
      {
        done: (checkout) =>
          checkout.paymentMethod === 'online'
            ? 'Your orders are placed: pay within 15 minutes to keep the items.'
            : 'Your orders are placed: pay in cash on delivery.',
        failed: 'Could not place your orders',
      },
    );

  return (
    <Stack gap="lg">
      <Card withBorder radius="md" component="section" aria-label="Delivery address">
        <Title order={2} size="h4" mb="xs">
          Deliver to
        </Title>
        {addresses.length === 0 ? (
          <Text>
            You have no saved address yet. <Link to="/user/address">Add one</Link> to check out.
          </Text>
        ) : (
          <Radio.Group value={addressId} onChange={setAddressId} aria-label="Delivery address">
            <Stack gap="xs">
              {addresses.map((address) => (
                <Radio
                  key={address.id}
                  value={address.id}
                  label={`${address.name}, ${address.line1}, ${address.city} ${address.postalCode}`}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
      </Card>

      <Card withBorder radius="md" component="section" aria-label="Offer codes">
        <Group
          align="end"
          component="form"
          onSubmit={(event) => {
            event.preventDefault();
            const code = codeInput.trim().toUpperCase();
            if (code && !codes.includes(code)) setCodes([...codes, code]);
            setCodeInput('');
          }}
        >
          <TextInput
            label="Offer code"
            value={codeInput}
            onChange={(event) => setCodeInput(event.currentTarget.value)}
            maxLength={20}
          />
          <Button type="submit" variant="light">
            Apply
          </Button>
        </Group>
        <Stack gap={4} mt="xs" aria-live="polite">
          {quote.codes.map((result) => (
            <Group key={result.code} gap="xs">
              <Text size="sm" c={result.applies ? 'teal' : 'orange.8'}>
                {result.code}:{' '}
                {result.applies ? `−${money.price(result.discount)}` : result.message}
              </Text>
              <Button
                size="compact-xs"
                variant="subtle"
                onClick={() => setCodes(codes.filter((c) => c !== result.code))}
              >
                Remove
              </Button>
            </Group>
          ))}
        </Stack>
      </Card>

      <QuoteTable quote={quote} />

      <Card withBorder radius="md" component="section" aria-label="Payment">
        <Stack gap="sm">
          <Text fw={700} size="lg">
            Amount due {money.price(quote.amountDue)}
          </Text>
          <Text size="sm" c="dimmed">
            {quote.amountDueInWords}
          </Text>
          <Radio.Group
            value={method}
            onChange={(value) => setMethod(value as 'online' | 'cash_on_delivery')}
            label="Pay"
          >
            <Stack gap="xs" mt={4}>
              <Radio value="online" label="Now, online (one payment for every shop)" />
              <Radio
                value="cash_on_delivery"
                label="Cash on delivery"
                disabled={!quote.cashOnDelivery}
                description={
                  quote.cashOnDelivery ? undefined : 'Not every shop in your cart takes it'
                }
              />
            </Stack>
          </Radio.Group>
          {isFetching ? <Alert color="gray">Updating the price…</Alert> : null}
          <Group justify="flex-end">
            <Button
              size="md"
              disabled={!addressId || isFetching}
              loading={starting.isLoading}
              onClick={() => void placeOrder()}
            >
              Place {quote.shops.length === 1 ? 'order' : `${quote.shops.length} orders`}
            </Button>
          </Group>
        </Stack>
      </Card>
    </Stack>
  );
}
