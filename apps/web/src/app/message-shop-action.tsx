import { Button } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { loginRedirectFor } from './require-customer.ts';

// Customers only: the chat code loads when a signed-in customer opens a shop or a product.
const MessageShopButton = lazy(() =>
  import('../features/chat/components/message-shop-button.tsx').then((m) => ({
    default: m.MessageShopButton,
  })),
);

/**
 * "Message the shop" on a shop's and a product's page: the chat button for a signed-in customer,
 * a sign-in link that comes back to `returnTo` for everyone else.
 */
export function MessageShopAction({
  shopId,
  isCustomer,
  returnTo,
}: {
  shopId: string;
  isCustomer: boolean;
  returnTo: string;
}) {
  if (isCustomer) {
    return (
      <Suspense fallback={null}>
        <MessageShopButton shopId={shopId} />
      </Suspense>
    );
  }
  return (
    <Button
      variant="default"
      component={Link}
      to={loginRedirectFor({ pathname: returnTo, search: '' })}
    >
      Sign in to message the shop
    </Button>
  );
}
