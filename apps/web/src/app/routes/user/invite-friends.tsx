import { PageHeader } from '../../../components/page-header.tsx';
import { InviteFriends } from '../../../features/referrals/components/invite-friends.tsx';

export function InviteFriendsRoute() {
  return (
    <>
      <PageHeader
        title="Invite friends"
        description="Invite friends to Vitrine and see who has joined."
      />
      <InviteFriends />
    </>
  );
}
