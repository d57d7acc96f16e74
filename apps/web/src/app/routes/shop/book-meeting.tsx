import { Anchor, Button, Group, Skeleton } from '@mantine/core';
import { IconArrowLeft, IconCalendarOff } from '@tabler/icons-react';
import { MAX_INVITEES, MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { toApiError } from '../../../lib/api.ts';
import { BookingWizard } from '../../../features/meetings/components/booking/booking-wizard.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useGetUserCreditsQuery } from '../../../features/credits/api/get-user-credits.ts';
import { useGetFilterVocabularyQuery } from '../../../features/shops/api/get-filter-vocabulary.ts';
import { useGetShopQuery } from '../../../features/shops/api/get-shop.ts';

/** shop/:id/book-meeting (customers only, the router's guard): the booking form. */
export function BookMeetingRoute() {
  const { id = '' } = useParams();
  const { data: shop, error, refetch } = useGetShopQuery(id);
  const { profile } = useAuth();
  const credits = useGetUserCreditsQuery({ page: 1, limit: 1 });
  const vocabulary = useGetFilterVocabularyQuery();
  return (
    <>
      <Group mb="sm">
        <Anchor component={Link} to={`/shop/${encodeURIComponent(id)}`} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={16} aria-hidden="true" />
            {shop ? `Back to ${shop.name}` : 'Back to the shop'}
          </Group>
        </Anchor>
      </Group>
      <PageHeader
        title={shop ? `Book a video meeting with ${shop.name}` : 'Book a video meeting'}
        description={`Choose a time with this shop and invite up to ${MAX_INVITEES} people. A meeting costs ${MEETING_CREDIT_COST} credits.`}
      />
      {error ? (
        <ErrorState
          title="We could not load this shop"
          error={toApiError(error)}
          onRetry={() => void refetch()}
        />
      ) : shop && !shop.takesMeetings ? (
        <EmptyState
          icon={<IconCalendarOff size={24} />}
          title={`${shop.name} takes no video meetings yet`}
          actions={
            <Button component={Link} to={`/shop/${encodeURIComponent(id)}`} variant="default">
              See the shop
            </Button>
          }
        >
          The shop has not set its meeting hours, so there are no times to book. You can message the
          shop from its page, or come back later.
        </EmptyState>
      ) : shop ? (
        <BookingWizard
          key={shop.id}
          shop={{ id: shop.id, name: shop.name }}
          profile={profile}
          balance={credits.data?.balance}
          interestOptions={vocabulary}
        />
      ) : (
        <Skeleton height={240} radius="md" />
      )}
    </>
  );
}
