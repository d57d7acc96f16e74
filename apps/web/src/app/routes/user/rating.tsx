import { Stack } from '@mantine/core';
import { PageHeader } from '../../../components/page-header.tsx';
import { MyReviews } from '../../../features/reviews/components/my-reviews.tsx';
import { PlatformReviewSection } from '../../../features/reviews/components/platform-review-section.tsx';

export function RatingRoute() {
  return (
    <>
      <PageHeader
        title="Ratings and reviews"
        description="Review your meetings and orders, see the shops’ answers, and tell us what you think of Vitrine."
      />
      <Stack gap="xl">
        <MyReviews />
        <PlatformReviewSection />
      </Stack>
    </>
  );
}
