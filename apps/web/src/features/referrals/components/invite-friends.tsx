import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Table.layer.css';
import type { Referral } from '@vitrine/contracts/account';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meeting-policy';
import { useState, type FormEvent } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { ListEmpty, ListLoading } from '../../../components/list-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetReferralsQuery } from '../api/get-referrals.ts';
import { useInviteFriendMutation } from '../api/invite-friend.ts';

/** What a number of credits buys, in meetings at the price the server charges. */
const meetingsFor = (credits: number) => {
  const meetings = Math.floor(credits / MEETING_CREDIT_COST);
  return meetings === 1 ? 'one meeting' : `${meetings} meetings`;
};

const STATUS: Record<Referral['status'], { label: string; color: string }> = {
  sent: { label: 'Invited', color: 'gray' },
  joined: { label: 'Joined', color: 'blue' },
  rewarded: { label: 'Rewarded', color: 'teal' },
  not_rewarded: { label: 'No reward', color: 'orange' },
};

function ShareLink({ link, code }: { link: string; code: string }) {
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  return (
    <Stack gap="xs">
      <TextInput
        label="Your invite link"
        value={link}
        readOnly
        onFocus={(e) => e.currentTarget.select()}
      />
      <Group gap="sm">
        {canShare ? (
          <Button
            onClick={() =>
              navigator
                .share({ title: 'Join me on Vitrine', text: `Use my code ${code}`, url: link })
                .catch(() => undefined)
            }
          >
            Share
          </Button>
        ) : null}
        <CopyButton value={link}>
          {({ copied, copy }) => (
            <Button variant={canShare ? 'default' : 'filled'} onClick={copy} aria-live="polite">
              {copied ? 'Link copied' : 'Copy link'}
            </Button>
          )}
        </CopyButton>
        <Text size="sm" c="dimmed">
          Your code: <strong>{code}</strong>
        </Text>
      </Group>
    </Stack>
  );
}

function InviteForm() {
  // feedback: "We mailed your invitation to …" (status) above the form, or why not (alert)
  const [invite, inviting] = useInviteFriendMutation();
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    try {
      await invite({ email }).unwrap();
      setMessage({ ok: true, text: `We mailed your invitation to ${email}.` });
      setEmail('');
    } catch (failure) {
      setMessage({ ok: false, text: describeApiError(toApiError(failure)) });
    }
  };
  return (
    <form onSubmit={submit} aria-label="Invite a friend by email">
      <Stack gap="xs">
        {message ? (
          <Alert
            color={message.ok ? 'teal' : 'red'}
            variant="light"
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </Alert>
        ) : null}
        <Group align="flex-end" gap="sm">
          <TextInput
            label="Friend’s email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            style={{ flex: '1 1 16rem' }}
          />
          <Button type="submit" loading={inviting.isLoading} disabled={!email.trim()}>
            Send invitation
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Up to 20 invitations a day.
        </Text>
      </Stack>
    </form>
  );
}

/** /user/invite-friends: my link to share, invitations by mail, and who joined. */
export function InviteFriends() {
  const { data, error, isLoading, isError, isFetching, refetch } = useGetReferralsQuery();
  if (isLoading) return <ListLoading label="Loading your invitations" rows={3} />;
  if (isError || !data) {
    return (
      <ErrorState
        title="We could not load your invitations"
        error={toApiError(error)}
        onRetry={refetch}
        retrying={isFetching}
      />
    );
  }
  return (
    <Stack gap="xl">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Text>
            When a friend joins through your link and buys credits for the first time, you both get{' '}
            {data.bonusCredits} credits ({meetingsFor(data.bonusCredits)}). Rewards left this month:{' '}
            {data.rewardsLeftThisMonth}.
          </Text>
          <ShareLink link={data.link} code={data.code} />
          <InviteForm />
        </Stack>
      </Paper>
      <Stack gap="sm" component="section" aria-labelledby="invitations-heading">
        <Title order={2} size="h4" id="invitations-heading">
          Your invitations
        </Title>
        {data.invitations.length === 0 ? (
          <ListEmpty title="No invitations yet">
            Share your link or invite a friend by email.
          </ListEmpty>
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Friend</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Since</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.invitations.map((invitation) => {
                  const status = STATUS[invitation.status];
                  const since =
                    invitation.rewardedAt ?? invitation.joinedAt ?? invitation.invitedAt;
                  return (
                    <Table.Tr key={invitation.id}>
                      <Table.Td>{invitation.email}</Table.Td>
                      <Table.Td>
                        <Badge color={status.color} variant="light">
                          {status.label}
                        </Badge>
                        {invitation.note ? (
                          <Text size="xs" c="dimmed">
                            {invitation.note}
                          </Text>
                        ) : null}
                      </Table.Td>
                      <Table.Td>{since ? formatDate(since) : '—'}</Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Stack>
  );
}
