import { Button, Stack, Text } from '@mantine/core';
import { IconVideo } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { FavouriteToggle } from '../../../features/favourites/components/favourite-toggle.tsx';
import { ShopProfile } from '../../../features/shops/components/shop-profile.tsx';
import { ShopTrunkShows } from '../../../features/trunk-shows/components/shop-trunk-shows.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';
import { MessageShopAction } from '../../message-shop-action.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

export function ShopRoute() {
  const { id = '' } = useParams();
  const { isCustomer } = useAuth();
  const shopPath = `/shop/${encodeURIComponent(id)}`;
  const bookingPath = `${shopPath}/book-meeting`;
  const signUpFor = (path: string) => `/auth/sign-up?redirect=${encodeURIComponent(path)}`;

  return (
    <ShopProfile
      idOrSlug={id}
      sections={(shop) => (
        <ShopTrunkShows
          shop={shop}
          isCustomer={isCustomer}
          signInTo={loginRedirectFor({ pathname: shopPath, search: '' })}
        />
      )}
      actions={(shop) => (
        <>
          {shop.takesMeetings ? (
            <Stack gap={4}>
              {/* A signed-out visitor is asked to sign in, then comes back to the booking. */}
              <Button
                component={Link}
                to={
                  isCustomer ? bookingPath : loginRedirectFor({ pathname: bookingPath, search: '' })
                }
                leftSection={<IconVideo size={18} aria-hidden="true" />}
              >
                Book a video meeting
              </Button>
              <Text size="xs" c="dimmed">
                {isCustomer
                  ? `${MEETING_CREDIT_COST} credits a meeting`
                  : `Sign in to book · ${MEETING_CREDIT_COST} credits a meeting`}
              </Text>
            </Stack>
          ) : (
            <Text size="sm" c="dimmed" maw={260}>
              Not taking video meetings yet: the shop has not set its meeting hours.
            </Text>
          )}
          <MessageShopAction shopId={shop.id} isCustomer={isCustomer} returnTo={shopPath} />
          <FavouriteToggle
            shop={shop}
            signedIn={isCustomer}
            signInTo={loginRedirectFor({ pathname: shopPath, search: '' })}
            signUpTo={signUpFor(shopPath)}
          />
        </>
      )}
    />
  );
}
