import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

export function InviteFriendsRoute() {
  return (
    <>
      <PageHeader
        title="Invite friends"
        description="Invite friends to Vitrine and see who has joined."
      />
      <ComingSoon
        title="Invitations"
        summary="You will be able to invite friends to Vitrine from here."
        features={['Send an invitation by email', 'See which friends have joined']}
      />
    </>
  );
}
