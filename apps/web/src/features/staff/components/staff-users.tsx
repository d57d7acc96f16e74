import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  NumberInput,
  Skeleton,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconUserSearch } from '@tabler/icons-react';
import type { StaffUserView } from '@vitrine/contracts/staff';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useAdjustCreditsMutation } from '../api/adjust-credits.ts';
import { useLookupUsersQuery } from '../api/lookup-users.ts';
import { UserBookings, UserOrders } from './staff-user-activity.tsx';

const READABLE = { label: { color: 'var(--mantine-color-text)' } };
const roleNames = (roles: StaffUserView['roles']) =>
  (Object.entries(roles) as [string, boolean][]).filter(([, on]) => on).map(([r]) => r);

function CreditAdjustment({ user }: { user: StaffUserView }) {
  // feedback: "Granted 30 credits. Balance now …" (status) under the form, or the alert says why not
  const [adjust, adjusting] = useAdjustCreditsMutation();
  const [direction, setDirection] = useState<'grant' | 'take'>('grant');
  const [amount, setAmount] = useState<number | string>('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const value = Number(amount);
    const result = await adjust({
      userId: user.id,
      amount: direction === 'grant' ? value : -value,
      reason,
    });
    if ('data' in result && result.data) {
      setDone(
        `${direction === 'grant' ? 'Granted' : 'Took'} ${value} credits. Balance now ${result.data.balance}.`,
      );
      setAmount('');
      setReason('');
    }
  };
  const error = adjusting.error ? toApiError(adjusting.error) : null;
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Adjust credits of ${user.name}`}>
      <Stack gap="sm">
        <Group gap="sm" align="end" wrap="wrap">
          <NativeSelect
            label="Adjustment"
            value={direction}
            onChange={(e) => setDirection(e.currentTarget.value as 'grant' | 'take')}
            data={[
              { value: 'grant', label: 'Grant credits' },
              { value: 'take', label: 'Take credits' },
            ]}
          />
          <NumberInput
            label="Credits"
            min={1}
            max={100000}
            allowDecimal={false}
            allowNegative={false}
            value={amount}
            onChange={setAmount}
            w={140}
            required
          />
        </Group>
        <Textarea
          label="Reason"
          description="Shown on the customer's credit history and kept in the audit log."
          value={reason}
          onChange={(e) => setReason(e.currentTarget.value)}
          rows={3}
          required
        />
        {error ? (
          <Alert color="red" role="alert" title="The credits did not change">
            {error.code === 'CONFLICT'
              ? error.message
              : error.fieldIssues.length > 0
                ? error.fieldIssues.map((i) => `${i.field} ${i.message}.`).join(' ')
                : describeApiError(error)}
          </Alert>
        ) : null}
        {done ? (
          <Text role="status" c="teal.9" size="sm">
            {done}
          </Text>
        ) : null}
        <Button type="submit" loading={adjusting.isLoading} w="fit-content">
          {direction === 'grant' ? 'Grant credits' : 'Take credits'}
        </Button>
      </Stack>
    </form>
  );
}

/** The ten latest lines of the customer's credit ledger. */
function CreditLedger({ user }: { user: StaffUserView }) {
  return user.credits.recent.length === 0 ? (
    <Text size="sm" c="dimmed">
      No credit history yet.
    </Text>
  ) : (
    <Table.ScrollContainer minWidth={420}>
      <Table aria-label={`Recent credit history of ${user.name}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>When</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th ta="right">Credits</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {user.credits.recent.map((line) => (
            <Table.Tr key={line.id}>
              <Table.Td>{formatDateTime(line.at)}</Table.Td>
              <Table.Td>{line.description}</Table.Td>
              <Table.Td ta="right">{line.delta > 0 ? `+${line.delta}` : line.delta}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

const TABS = ['credits', 'bookings', 'orders'] as const;
type UserTab = (typeof TABS)[number];

function UserCard({ user, tab }: { user: StaffUserView; tab: UserTab }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={user.name}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <div>
            <Title order={2} size="h4">
              {user.name}
            </Title>
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          </div>
          <Group gap={4}>
            {roleNames(user.roles).map((role) => (
              <Badge key={role} variant="light" styles={READABLE}>
                {role}
              </Badge>
            ))}
          </Group>
        </Group>
        <Group gap="xl" wrap="wrap">
          <Text size="sm">
            Bookings: {user.bookings.total} ({user.bookings.upcoming} upcoming)
          </Text>
          <Text size="sm">
            Orders: {user.orders.total} ({user.orders.open} open)
          </Text>
          <Text size="sm" fw={600}>
            Credit balance: {user.credits.balance}
          </Text>
          <Text size="sm">
            Granted {user.credits.granted} · spent {user.credits.spent}
          </Text>
        </Group>
        <Tabs defaultValue={tab} keepMounted={false}>
          <Tabs.List mb="sm">
            <Tabs.Tab value="credits">Credit ledger</Tabs.Tab>
            <Tabs.Tab value="bookings">Bookings</Tabs.Tab>
            <Tabs.Tab value="orders">Orders</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="credits">
            <Stack gap="sm">
              <CreditLedger user={user} />
              <CreditAdjustment user={user} />
            </Stack>
          </Tabs.Panel>
          <Tabs.Panel value="bookings">
            <UserBookings userId={user.id} name={user.name} />
          </Tabs.Panel>
          <Tabs.Panel value="orders">
            <UserOrders userId={user.id} name={user.name} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </Card>
  );
}

/**
 * /staff/users: look a person up by name, email or id; their activity, credits and adjustments.
 * `?lookup=<name, email or id>&tab=credits|bookings|orders` opens someone at once (links from
 * other pages of the console).
 */
export function StaffUsers() {
  const [params] = useSearchParams();
  const lookup = (params.get('lookup') ?? '').trim().slice(0, 100);
  const tab = TABS.find((t) => t === params.get('tab')) ?? 'credits';
  const [text, setText] = useState(lookup);
  const [searchKey, setSearchKey] = useState(lookup);
  const users = useLookupUsersQuery(searchKey, { skip: searchKey.length < 2 });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSearchKey(text.trim());
  };
  return (
    <Stack gap="md">
      <form onSubmit={onSubmit} role="search" aria-label="Look a user up">
        <Group align="end" gap="sm">
          <TextInput
            label="Name, email or id"
            value={text}
            onChange={(e) => setText(e.currentTarget.value)}
            minLength={2}
            maxLength={100}
            maw={320}
            style={{ flex: '1 1 200px' }}
          />
          <Button type="submit" disabled={text.trim().length < 2}>
            Look up
          </Button>
        </Group>
      </form>
      {searchKey.length < 2 ? (
        <EmptyState icon={<IconUserSearch size={24} />} title="Look a customer up">
          Type at least two characters of a name or an email address, or a user&apos;s id.
        </EmptyState>
      ) : users.error && !users.isFetching ? (
        <ErrorState
          title="We could not look the user up"
          error={toApiError(users.error)}
          onRetry={() => void users.refetch()}
        />
      ) : !users.currentData ? (
        <Stack gap="sm" aria-label="Looking the user up">
          <Skeleton h={160} />
        </Stack>
      ) : users.currentData.items.length === 0 ? (
        <EmptyState icon={<IconUserSearch size={24} />} title="Nobody found">
          {`No user's name, email or id contains “${searchKey}”.`}
        </EmptyState>
      ) : (
        <Stack gap="md">
          {users.currentData.items.map((user) => (
            <UserCard key={user.id} user={user} tab={tab} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
