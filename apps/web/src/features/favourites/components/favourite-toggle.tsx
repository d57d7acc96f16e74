import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useAddFavouriteShopMutation } from '../api/add-favourite-shop.ts';
import { useGetShopFavouriteQuery } from '../api/get-shop-favourite.ts';
import { useRemoveFavouriteShopMutation } from '../api/remove-favourite-shop.ts';

type FavouriteToggleProps = {
  shop: { id: string; name: string };
  signedIn: boolean;
  /** Where signing in starts, returning to this page. */
  signInTo: string;
  signUpTo: string;
};

function SignedInToggle({ shop }: { shop: { id: string; name: string } }) {
  const favourite = useGetShopFavouriteQuery(shop.id);
  const feedback = useActionFeedback();
  const [add, adding] = useAddFavouriteShopMutation();
  const [remove, removing] = useRemoveFavouriteShopMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const saved = Boolean(favourite.data);
  const busy = favourite.isFetching || adding.isLoading || removing.isLoading;

  const toggle = async () => {
    setFailure(null);
    try {
      if (favourite.data) {
        await feedback.after(
          remove(favourite.data.id).unwrap(),
          `${shop.name} is removed from your favourites.`,
        );
      } else {
        await feedback.after(
          add({ shopId: shop.id }).unwrap(),
          `${shop.name} is in your favourites.`,
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
          {saved ? 'Could not remove the shop from your favourites' : 'Could not save the shop'}:{' '}
          {failure}
        </Text>
      ) : null}
    </Stack>
  );
}

/**
 * Saves the shop to the signed-in customer's favourites or removes it (a toggle button). A
 * signed-out visitor is asked to sign in first, and comes back to the shop afterwards.
 */
export function FavouriteToggle({ shop, signedIn, signInTo, signUpTo }: FavouriteToggleProps) {
  const [askToSignIn, setAskToSignIn] = useState(false);
  if (signedIn) return <SignedInToggle shop={shop} />;
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
        <Alert color="indigo" variant="light" title="Sign in to save shops" role="status">
          Your favourites are kept in your account.{' '}
          <Anchor component={Link} underline="always" to={signInTo} fw={600}>
            Sign in
          </Anchor>{' '}
          or{' '}
          <Anchor component={Link} underline="always" to={signUpTo} fw={600}>
            create a free account
          </Anchor>
          , and you will come back to {shop.name}.
        </Alert>
      ) : null}
    </Stack>
  );
}
