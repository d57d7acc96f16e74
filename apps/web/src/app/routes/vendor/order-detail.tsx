import { Anchor, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { data, Link, useParams, type LoaderFunctionArgs } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useGetOrderQuery } from '../../../features/orders/api/get-order.ts';
import { ShopOrderDetail } from '../../../features/orders/components/console/shop-order-detail.tsx';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function vendorOrderDetailLoader({ params }: LoaderFunctionArgs) {
  if (!uuidPattern.test(params.id ?? '')) throw data('There is no such order.', { status: 404 });
  return null;
}

/** /vendor/orders/:id: one of the shop's orders with its next steps. */
export function VendorOrderDetailRoute() {
  const { id = '' } = useParams();
  const { data: order, error, refetch } = useGetOrderQuery({ side: 'shop', id });
  return (
    <>
      <Group mb="sm">
        <Anchor component={Link} to="/vendor/orders" size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            All orders
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={order ? `Order ${order.number}` : 'Order'}
        description={
          order
            ? `For ${order.customerName}: the items, payment, delivery and next steps of this order.`
            : 'The items, payment, delivery and next steps of this order.'
        }
      />
      {error ? (
        <ErrorState
          title="We could not load this order"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : order ? (
        <ShopOrderDetail order={order} />
      ) : (
        <Skeleton height={320} radius="md" />
      )}
    </>
  );
}
