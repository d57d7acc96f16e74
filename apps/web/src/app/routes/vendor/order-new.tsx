import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useConsoleShop } from '../../../features/console/hooks/use-console-shop.ts';
import { useGetOwnerProductsQuery } from '../../../features/shop-catalogue/api/get-owner-products.ts';
import { CreateOrderForm } from '../../../features/orders/components/console/create-order-form.tsx';

/** /vendor/orders/new: an order for a customer, from the shop's products. */
export function VendorOrderNewRoute() {
  const { shop } = useConsoleShop();
  const navigate = useNavigate();
  const products = useGetOwnerProductsQuery({
    shopId: shop.id,
    status: 'active',
    page: 1,
    limit: 100,
  });
  return (
    <>
      <PageHeader
        title="New order"
        description={`An order from ${shop.name}: the customer gets it to pay online.`}
      />
      {products.error ? (
        <ErrorState
          title="We could not load your products"
          error={toApiError(products.error)}
          onRetry={() => void products.refetch()}
        />
      ) : (
        <CreateOrderForm
          key={shop.id}
          shopId={shop.id}
          products={products.data?.items}
          onCreated={(id) => void navigate(`/vendor/orders/${id}`)}
        />
      )}
    </>
  );
}
