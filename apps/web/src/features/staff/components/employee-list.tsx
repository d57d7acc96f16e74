import { Anchor, Badge, Card, Checkbox, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import type { Employee } from '@vitrine/contracts/staff';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { SearchField } from '../../../components/search-field.tsx';
import { formatDate } from '../../../lib/format-date-time.ts';
import { useGetEmployeesQuery } from '../api/get-employees.ts';
import { areaLabels } from './area-checkboxes.tsx';
import { InviteEmployeeForm } from './invite-employee-form.tsx';

const LIMIT = 20;
const READABLE = { label: { color: 'var(--mantine-color-text)' } };

function EmployeeRow({ employee }: { employee: Employee }) {
  return (
    <Card withBorder radius="md" padding="md" component="article">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2}>
          <Anchor component={Link} to={`/staff/employees/${employee.id}`} fw={600}>
            {employee.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {employee.email} · since {formatDate(employee.createdAt)}
            {employee.removedAt ? ` · removed ${formatDate(employee.removedAt)}` : ''}
          </Text>
        </Stack>
        <Group gap={4}>
          {employee.permissions.length === 0 ? (
            <Text size="sm" c="dimmed">
              No areas
            </Text>
          ) : (
            employee.permissions.map((area) => (
              <Badge key={area} variant="light" styles={READABLE}>
                {areaLabels[area]}
              </Badge>
            ))
          )}
        </Group>
      </Group>
    </Card>
  );
}

/** /staff/employees (admins): search, page, invite. */
export function EmployeeList() {
  const [searchKey, setSearchKey] = useState('');
  const [includeRemoved, setIncludeRemoved] = useState(false);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useGetEmployeesQuery({ searchKey, includeRemoved, page, limit: LIMIT });
  return (
    <Stack gap="md">
      <InviteEmployeeForm onDone={setNotice} />
      {notice ? (
        <Text role="status" c="teal.9">
          {notice}
        </Text>
      ) : null}
      <Group align="end" gap="md" wrap="wrap">
        <SearchField
          label="Search employees"
          placeholder="Name or email"
          value={searchKey}
          onSearch={(value) => {
            setSearchKey(value);
            setPage(1);
          }}
        />
        <Checkbox
          label="Show removed employees"
          checked={includeRemoved}
          onChange={(e) => {
            setIncludeRemoved(e.currentTarget.checked);
            setPage(1);
          }}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        limit={LIMIT}
        noun={['employee', 'employees']}
        errorTitle="We could not load the employees"
        icon={<IconUsers size={24} />}
        onPage={setPage}
        skeleton={
          <Stack gap="sm" aria-label="Loading the employees">
            <Skeleton h={70} />
            <Skeleton h={70} />
          </Stack>
        }
        empty={
          <EmptyState icon={<IconUsers size={24} />} title="No employees">
            {searchKey
              ? `No employee's name or email contains “${searchKey}”.`
              : 'Invite the first one above: they choose a password from the mail.'}
          </EmptyState>
        }
      >
        {(items) => (
          <Stack gap="sm">
            {items.map((employee) => (
              <EmployeeRow key={employee.id} employee={employee} />
            ))}
          </Stack>
        )}
      </PagedResults>
    </Stack>
  );
}
