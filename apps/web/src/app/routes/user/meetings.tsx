import { Tabs } from '@mantine/core';
import { MAX_INVITEES } from '@vitrine/contracts/meeting-policy';
import { useSearchParams } from 'react-router';
import { LinkButton } from '../../../components/link-button.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { MeetingList } from '../../../features/meetings/components/meeting-list.tsx';

/**
 * Two tabs, 'Meetings' then 'Invites List'; the open tab is kept in ?tab= so links and reloads keep
 * it.
 */
const tabs = ['meetings', 'invitesList'] as const;
type MeetingsTab = (typeof tabs)[number];
const isTab = (value: string | null): value is MeetingsTab =>
  value !== null && (tabs as readonly string[]).includes(value);

export function MeetingsRoute() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const active: MeetingsTab = isTab(requested) ? requested : 'meetings';

  const select = (value: string | null) => {
    if (!isTab(value)) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('page');
        if (value === 'meetings') next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <PageHeader
        title="Meetings"
        description="Your video meetings with shops, and the meetings other people have invited you to."
      />
      <Tabs value={active} onChange={select} keepMounted={false}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="meetings">Meetings</Tabs.Tab>
          <Tabs.Tab value="invitesList">Invites List</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="meetings">
          <MeetingList
            list="mine"
            noun={['meeting', 'meetings']}
            emptyText={`Book a video meeting from a shop's page: you see the shop's pieces live and can invite up to ${MAX_INVITEES} friends.`}
            emptyActions={<LinkButton to="/shops">Find a shop</LinkButton>}
          />
        </Tabs.Panel>
        <Tabs.Panel value="invitesList">
          <MeetingList
            list="invitations"
            noun={['invitation', 'invitations']}
            emptyText="When someone books a meeting with a shop and invites your email, it shows here with a link to join once your email is verified (or once you open the invitation's link signed in)."
            emptyActions={
              <LinkButton to="/user/settings" variant="default">
                Verify my email
              </LinkButton>
            }
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
