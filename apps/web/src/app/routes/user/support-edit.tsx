import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function SupportEditRoute() {
  return (
    <>
      <PageHeader
        title="Support request"
        description="Update a support request you raised and follow our answers."
      />
      <ComingSoon
        title="Editing a request"
        summary="This support request will open here so you can add details."
        features={[
          'Read the conversation so far',
          'Add details or attachments',
          'Close the request when it is solved',
        ]}
      />
    </>
  );
}
