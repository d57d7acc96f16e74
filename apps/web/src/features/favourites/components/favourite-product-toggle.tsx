import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useAddFavouriteProductMutation } from '../api/add-favourite-product.ts';
import { useGetProductFavouriteQuery } from '../api/get-product-favourite.ts';
import { useRemoveFavouriteProductMutation } from '../api/remove-favourite-product.ts';

type Product = { id: string; title: string };

function SignedInToggle({ product }: { product: Product }) {
  const favourite = useGetProductFavouriteQuery(product.id);
  const feedback = useActionFeedback();
  const [add, adding] = useAddFavouriteProductMutation();
  const [remove, removing] = useRemoveFavouriteProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = Boolean(favourite.data);
  const busy = favourite.isFetching || adding.isLoading || removing.isLoading;

  const toggle = async () => {
    setFailure(null);
    try {
      if (favourite.data) {
        await feedback.after(
          remove(favourite.data.id).unwrap(),
          `${product.title} is removed from your favourites.`,
        );
      } else {
        await feedback.after(
          add({ productId: product.id }).unwrap(),
          `${product.title} is in your favourites.`,
        );
      }
    } catch (error) {
      setFailure(describeApiError(toApiError(error)));
    }
  };

  return (
    <Stack gap={4}>
      <Button
        variant={saved ? 'light' : 'default'}
        color={saved ? 'red' : undefined}
        leftSection={
          saved ? (
            <IconHeartFilled size={18} aria-hidden="true" />
          ) : (
            <IconHeart size={18} aria-hidden="true" />
          )
        }
        aria-pressed={saved}
        loading={busy && favourite.data === undefined}
        disabled={busy}
        onClick={() => void toggle()}
      >
        {saved ? 'Saved to favourites' : 'Save to favourites'}
      </Button>
      {failure ? (
        <Text size="sm" c="red.9" role="alert">
          {saved
            ? 'Could not remove the product from your favourites'
            : 'Could not save the product'}
          : {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

type FavouriteProductToggleProps = {
  product: Product;
  signedIn: boolean;
  /** Where signing in starts, returning to this page. */
  signInTo: string;
};

/**
 * Saves the product to the signed-in customer's favourites or removes it (a toggle button). A
 * signed-out visitor is asked to sign in first, and comes back to the product afterwards.
 */
export function FavouriteProductToggle({
  product,
  signedIn,
  signInTo,
}: FavouriteProductToggleProps) {
  const [askToSignIn, setAskToSignIn] = useState(false);
  if (signedIn) return <SignedInToggle product={product} />;
  return (
    <Stack gap="xs">
      <Button
        variant="default"
        leftSection={<IconHeart size={18} aria-hidden="true" />}
        aria-expanded={askToSignIn}
        onClick={() => setAskToSignIn(true)}
      >
        Save to favourites
      </Button>
      {askToSignIn ? (
        <Alert color="indigo" variant="light" title="Sign in to save products" role="status">
          Your favourites are kept in your account.{' '}
          <Anchor component={Link} underline="always" to={signInTo} fw={600}>
            Sign in
          </Anchor>{' '}
          and you will come back to {product.title}.
        </Alert>
      ) : null}
    </Stack>
  );
}
