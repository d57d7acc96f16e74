import { Button, Group, Skeleton, Stack } from '@mantine/core';
import type { ProductDetail } from '@vitrine/contracts/catalogue';
import { IconVideo } from '@tabler/icons-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { FavouriteProductToggle } from '../../../features/favourites/components/favourite-product-toggle.tsx';
import { SimilarProducts } from '../../../features/product-search/components/similar-products.tsx';
import { useGetProductQuery } from '../../../features/products/api/get-product.ts';
import { ProductDetails } from '../../../features/products/components/product-details.tsx';
import { MessageShopAction } from '../../message-shop-action.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

// Its size picker and quantity field (Mantine's Select and NumberInput, with their popover and
// scroll area) and the cart's API load beside the page, not in its first script.
const loadAddToCart = () => import('../../../features/cart/components/add-to-cart.tsx');
const AddToCart = lazy(() => loadAddToCart().then((m) => ({ default: m.AddToCart })));

/** The place "Add to cart" takes while its code loads, so the buttons beside it do not move. */
function AddToCartPlaceholder({ product }: { product: ProductDetail }) {
  return (
    <Stack gap="xs" aria-hidden="true">
      {product.variants.length > 0 ? <Skeleton height={57} /> : null}
      <Group align="end" gap="sm">
        <Skeleton height={57} width={110} />
        <Skeleton height={36} width={130} />
        <Skeleton height={36} width={100} />
      </Group>
    </Stack>
  );
}

/**
 * `/product/:id`: one product to add to the cart, or to ask its shop about in a meeting or a message; a place in
 * the shopper's favourites, and similar products from every shop.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { isCustomer } = useAuth();
  // The same answer ProductDetails shows (one request): similar products come below the product
  // once it is there, never beside its short skeleton, where the product would push them down.
  const { data: product } = useGetProductQuery(id);
  const productPath = `/product/${encodeURIComponent(id)}`;
  // Fetched while the product itself is asked for, not after it has come (a failure shows when
  // the lazy part renders).
  useEffect(() => {
    loadAddToCart().catch(() => {});
  }, []);
  return (
    <>
      <ProductDetails
        id={id}
        actions={(product) => {
          const bookingPath = `/shop/${product.shop.id}/book-meeting`;
          return (
            <>
              <Suspense fallback={<AddToCartPlaceholder product={product} />}>
                <AddToCart product={product} isCustomer={isCustomer} />
              </Suspense>
              <Button
                component={Link}
                to={
                  isCustomer ? bookingPath : loginRedirectFor({ pathname: bookingPath, search: '' })
                }
                leftSection={<IconVideo size={18} aria-hidden="true" />}
              >
                Ask in a meeting
              </Button>
              <MessageShopAction
                shopId={product.shop.id}
                isCustomer={isCustomer}
                returnTo={productPath}
              />
              <FavouriteProductToggle
                product={product}
                signedIn={isCustomer}
                signInTo={loginRedirectFor({ pathname: productPath, search: '' })}
              />
            </>
          );
        }}
      />
      {product ? <SimilarProducts productId={id} /> : null}
    </>
  );
}
