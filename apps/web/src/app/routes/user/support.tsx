import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function SupportRoute() {
  return (
    <>
      <PageHeader
        title="Support"
        description="Questions and problems you have raised with Vitrine, and our answers."
      />
      <ComingSoon
        title="Your support requests"
        summary="Your support requests will be listed here, with their status."
        features={[
          'Raise a request about an order, a meeting or a payment',
          'Search requests and filter them by status and date',
          'Follow the answers and update a request',
        ]}
      />
    </>
  );
}
