import '@mantine/core/styles/NumberInput.layer.css';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  NumberInput,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { Cart, CartLine } from '@vitrine/contracts/cart';
import { MAX_LINE_QUANTITY } from '@vitrine/contracts/cart';
import { IconAlertTriangle, IconShoppingBag } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import {
  useAcceptCartPricesMutation,
  useGetCartQuery,
  useRemoveFromCartMutation,
  useSetCartQuantityMutation,
  type CartOwner,
} from '../api/cart-api.ts';
import { useCartOwner } from '../hooks/use-cart-owner.ts';
import { variantLabel } from './add-to-cart.tsx';

const day = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

function LineRow({ owner, line }: { owner: CartOwner; line: CartLine }) {
  const money = useMoneyFormat();
  const feedback = useActionFeedback();
  const [setQuantity, setting] = useSetCartQuantityMutation();
  const [remove, removing] = useRemoveFromCartMutation();
  return (
    <Stack gap={4} component="li">
      <Group justify="space-between" align="start" wrap="wrap">
        <Stack gap={0}>
          <Anchor component={Link} to={`/product/${line.productId}`} fw={600}>
            {line.title}
          </Anchor>
          {line.variant ? (
            <Text size="sm" c="dimmed">
              {variantLabel(line.variant)}
            </Text>
          ) : null}
          <Text size="sm">
            {money.price(line.unitPrice)} each
            {line.stockKind === 'made_to_order'
              ? ` · made to order in ${line.leadTimeDays} days`
              : ''}
          </Text>
        </Stack>
        <Group gap="xs" align="end">
          <NumberInput
            aria-label={`Quantity of ${line.title}`}
            min={1}
            max={MAX_LINE_QUANTITY}
            value={line.quantity}
            disabled={!line.available || setting.isLoading}
            onChange={(value) => {
              if (typeof value !== 'number' || value === line.quantity || value < 1) return;
              void feedback.run(
                () => setQuantity({ owner, lineId: line.id, quantity: value }).unwrap(),
                {
                  done: `${line.title}: ${value} in your cart.`,
                  failed: 'Could not change the quantity',
                },
              );
            }}
            w={90}
          />
          <Text fw={600} miw={90} ta="right">
            {money.price(line.lineTotal)}
          </Text>
          <Button
            variant="subtle"
            color="red"
            loading={removing.isLoading}
            onClick={() =>
              void feedback.run(() => remove({ owner, lineId: line.id }).unwrap(), {
                done: `Took ${line.title} out of your cart.`,
                failed: 'Could not take it out',
              })
            }
          >
            Remove
          </Button>
        </Group>
      </Group>
      {line.meetingPrice?.applies ? (
        <Text size="sm" c="teal.8">
          Meeting price until {formatDateTime(line.meetingPrice.endsAt)}
        </Text>
      ) : null}
      {line.warnings.map((warning) => (
        <Text key={warning.kind} size="sm" c={warning.kind === 'price_down' ? 'teal' : 'orange.8'}>
          <IconAlertTriangle size={14} aria-hidden="true" /> {warning.message}
        </Text>
      ))}
    </Stack>
  );
}

function CartContents({ owner, cart }: { owner: CartOwner; cart: Cart }) {
  const money = useMoneyFormat();
  const feedback = useActionFeedback();
  const [accept, accepting] = useAcceptCartPricesMutation();
  const priceWarnings = cart.shops.some((s) =>
    s.lines.some((l) =>
      l.warnings.some(
        (w) => w.kind === 'price_up' || w.kind === 'price_down' || w.kind === 'meeting_price_ended',
      ),
    ),
  );
  return (
    <Stack gap="lg">
      {cart.warningCount > 0 ? (
        <Alert color="orange" title="Some items changed since you added them">
          <Stack gap="xs" align="start">
            <Text size="sm">Check the notes under each item before you check out.</Text>
            {priceWarnings ? (
              <Button
                size="xs"
                variant="light"
                loading={accepting.isLoading}
                onClick={() =>
                  void feedback.run(() => accept(owner).unwrap(), {
                    done: 'Noted the new prices.',
                    failed: 'Could not note the new prices',
                  })
                }
              >
                I have seen the new prices
              </Button>
            ) : null}
          </Stack>
        </Alert>
      ) : null}
      {cart.shops.map((group) => (
        <Card
          key={group.shop.id}
          withBorder
          radius="md"
          component="section"
          aria-label={group.shop.name}
        >
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4">
                <Anchor component={Link} to={`/shop/${group.shop.slug}`}>
                  {group.shop.name}
                </Anchor>
              </Title>
              <Text size="sm" c="dimmed">
                Arrives {day(group.deliveryEstimate.earliest)} –{' '}
                {day(group.deliveryEstimate.latest)}
              </Text>
            </Group>
            <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {group.lines.map((line) => (
                <LineRow key={line.id} owner={owner} line={line} />
              ))}
            </Stack>
            <Group justify="flex-end" gap="lg">
              <Text size="sm">
                Shipping {group.shipping.amountMinor === 0 ? 'free' : money.price(group.shipping)}
              </Text>
              <Text fw={600}>{money.price(group.total)}</Text>
            </Group>
          </Stack>
        </Card>
      ))}
      <Group justify="space-between" wrap="wrap">
        <Stack gap={0}>
          <Text fw={700} size="lg">
            Total {money.price(cart.total)}
          </Text>
          <Text size="sm" c="dimmed">
            {cart.itemCount} item{cart.itemCount === 1 ? '' : 's'}; codes and taxes at checkout
          </Text>
        </Stack>
        <Button
          component={Link}
          to={
            owner.kind === 'customer' ? '/user/checkout' : '/auth/login?redirect=%2Fuser%2Fcheckout'
          }
          size="md"
        >
          {owner.kind === 'customer' ? 'Check out' : 'Sign in to check out'}
        </Button>
      </Group>
    </Stack>
  );
}

/** `/cart`: the shopper's cart, a guest's or a customer's, grouped by shop. */
export function CartView({ isCustomer }: { isCustomer: boolean }) {
  const { owner } = useCartOwner(isCustomer);
  const {
    data: cart,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useGetCartQuery(owner!, {
    skip: owner === null,
  });
  const empty = (
    <EmptyState
      icon={<IconShoppingBag size={24} />}
      title="Your cart is empty"
      actions={
        <Button component={Link} to="/shops">
          Find something you like
        </Button>
      }
    >
      Add products from any shop; you pay for them all at once.
    </EmptyState>
  );
  let body;
  if (owner === null) body = empty;
  else if (error) {
    const apiError = toApiError(error);
    body =
      apiError.code === 'NOT_FOUND' ? (
        empty
      ) : (
        <ErrorState
          title="We could not load your cart"
          error={apiError}
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      );
  } else if (isLoading || !cart) {
    body = (
      <Stack aria-busy="true" aria-label="Loading your cart">
        <Skeleton height={120} />
        <Skeleton height={120} />
      </Stack>
    );
  } else body = cart.shops.length === 0 ? empty : <CartContents owner={owner} cart={cart} />;
  return (
    <Stack gap="lg" maw={960} mx="auto" w="100%">
      <Title order={1}>Your cart</Title>
      {body}
    </Stack>
  );
}
