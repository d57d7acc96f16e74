import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { useGetShopQuery } from '../../../features/shops/api/get-shop.ts';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

export function BookMeetingRoute() {
  const { id = '' } = useParams();
  const { data: shop } = useGetShopQuery(id);
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
        description={`Choose a time with this shop and invite up to two people. A meeting costs ${MEETING_CREDIT_COST} credits.`}
      />
      <ComingSoon
        title="Booking a meeting"
        summary="Booking opens soon. Until then, save the shop to your favourites to find it again quickly."
        features={[
          'Pick a date and one of the shop’s free slots, shown in your time zone',
          'Say what you are looking for: categories, occasions and a price range',
          'Invite up to two friends by email',
          `Confirm and pay ${MEETING_CREDIT_COST} credits from your balance`,
        ]}
      />
    </>
  );
}
