import { Anchor } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { SupportThread } from '../../../features/support/components/support-thread.tsx';

export function SupportEditRoute() {
  const { id = '' } = useParams();
  return (
    <>
      <Anchor component={Link} to="/user/support" size="sm">
        ← All requests
      </Anchor>
      <PageHeader
        title="Support request"
        description="Follow our answers, add details or pictures, and close the request when it is solved."
      />
      <SupportThread id={id} />
    </>
  );
}
