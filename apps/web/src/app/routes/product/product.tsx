import { Button } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { FavouriteProductToggle } from '../../../features/favourites/components/favourite-product-toggle.tsx';
import { SimilarProducts } from '../../../features/product-search/components/similar-products.tsx';
import { AddToCart } from '../../../features/cart/components/add-to-cart.tsx';
import { ProductDetails } from '../../../features/products/components/product-details.tsx';
import { MessageShopAction } from '../../message-shop-action.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

/**
 * `/product/:id`: one product to add to the cart, or to ask its shop about in a meeting or a message; a place in
 * the shopper's favourites, and similar products from every shop.
 */
export function ProductRoute() {
  const { id = '' } = useParams();
  const { isCustomer } = useAuth();
  const productPath = `/product/${encodeURIComponent(id)}`;
  return (
    <>
      <ProductDetails
        id={id}
        actions={(product) => {
          const bookingPath = `/shop/${product.shop.id}/book-meeting`;
          return (
            <>
              <AddToCart product={product} isCustomer={isCustomer} />
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
      <SimilarProducts productId={id} />
    </>
  );
}
