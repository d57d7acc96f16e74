import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function RatingRoute() {
  return (
    <>
      <PageHeader
        title="Ratings and reviews"
        description="The reviews you have written for orders, meetings and Vitrine itself."
      />
      <ComingSoon
        title="Your reviews"
        summary="Your reviews will be listed here."
        features={[
          'Rate and review an order or a meeting',
          'Edit or delete a review you wrote',
          'Tell us what you think of Vitrine',
        ]}
      />
    </>
  );
}
