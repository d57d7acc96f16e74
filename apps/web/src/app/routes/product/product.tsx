import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { ProductDetails } from '../../../features/products/components/product-details.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

// Customers only: the chat code loads when a signed-in customer opens a product (as on shop.tsx).
const MessageShopButton = lazy(() =>
  import('../../../features/chat/components/message-shop-button.tsx').then((m) => ({
    default: m.MessageShopButton,
  })),
);

/** `/product/:id`: one product, with a meeting or a message to ask its shop about it. */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { isCustomer } = useAuth();
  const productPath = `/product/${encodeURIComponent(id)}`;
  return (
    <ProductDetails
      id={id}
      actions={(product) => {
        const bookingPath = `/shop/${product.shop.id}/book-meeting`;
        return (
          <>
            <Button
              component={Link}
              to={
                isCustomer ? bookingPath : loginRedirectFor({ pathname: bookingPath, search: '' })
              }
              leftSection={<IconVideo size={18} aria-hidden="true" />}
            >
              Ask in a meeting
            </Button>
            {isCustomer ? (
              <Suspense fallback={null}>
                <MessageShopButton shopId={product.shop.id} />
              </Suspense>
            ) : (
              <Button
                variant="default"
                component={Link}
                to={loginRedirectFor({ pathname: productPath, search: '' })}
              >
                Sign in to message the shop
              </Button>
            )}
          </>
        );
      }}
    />
  );
}
