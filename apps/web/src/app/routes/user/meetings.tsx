import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ComingSoon } from '../../../components/coming-soon.tsx';
import { PageHeader } from '../../../components/page-header.tsx';

/** Spec §2: two tabs, 'Meetings' then 'Invites List'; the open tab is kept in ?tab= so links and reloads keep it. */
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
      <Tabs value={active} onChange={select}>
        <Tabs.List mb="lg">
          <Tabs.Tab value="meetings">Meetings</Tabs.Tab>
          <Tabs.Tab value="invitesList">Invites List</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="meetings">
          <ComingSoon
            title="Your meetings"
            summary="The meetings you have booked with shops will be listed here, upcoming first."
            features={[
              'See each meeting’s shop, time and guests',
              'Join a meeting when it starts',
              'Cancel a meeting (more than 24 hours ahead, the credits come back)',
              'Rate a meeting once it is over',
            ]}
          />
        </Tabs.Panel>
        <Tabs.Panel value="invitesList">
          <ComingSoon
            title="Meetings you are invited to"
            summary="Meetings that friends booked and invited you to will be listed here."
            features={[
              'See who invited you, the shop and the time',
              'Join the meeting when it starts',
            ]}
          />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
