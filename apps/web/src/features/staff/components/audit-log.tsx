import { Code, Group, NativeSelect, Skeleton, Stack, Table, Text } from '@mantine/core';
import '@mantine/core/styles/Code.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Table.layer.css';
import { IconHistory } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PagedResults } from '../../../components/paged-results.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useGetAuditLogQuery } from '../api/get-audit-log.ts';
import { useGetEmployeesQuery } from '../api/get-employees.ts';

const LIMIT = 25;

/** The audit log's areas, as the subjects their actions write. */
const AREAS = [
  { value: '', label: 'Every area' },
  { value: 'shop-application', label: 'Shop applications' },
  { value: 'user', label: 'Credits' },
  { value: 'employee', label: 'Employees' },
];

const brief = (value: unknown) => (value == null ? '' : JSON.stringify(value));

/** /staff/audit-log (admins): every staff action, newest first, read only. */
export function AuditLog({ selfId, selfName }: { selfId: string; selfName: string }) {
  const [actorId, setActorId] = useState('');
  const [subjectType, setSubjectType] = useState('');
  const [page, setPage] = useState(1);
  const query = useGetAuditLogQuery({ actorId, subjectType, page, limit: LIMIT });
  const employees = useGetEmployeesQuery({ includeRemoved: true, page: 1, limit: 100 });
  const actors = [
    { value: '', label: 'Everyone' },
    { value: selfId, label: `${selfName} (you)` },
    ...(employees.data?.items ?? [])
      .filter((e) => e.id !== selfId)
      .map((e) => ({ value: e.id, label: e.name })),
  ];
  return (
    <Stack gap="md">
      <Group gap="md" wrap="wrap">
        <NativeSelect
          label="Who"
          value={actorId}
          data={actors}
          onChange={(e) => {
            setActorId(e.currentTarget.value);
            setPage(1);
          }}
        />
        <NativeSelect
          label="Area"
          value={subjectType}
          data={AREAS}
          onChange={(e) => {
            setSubjectType(e.currentTarget.value);
            setPage(1);
          }}
        />
      </Group>
      <PagedResults
        query={query}
        page={page}
        limit={LIMIT}
        noun={['entry', 'entries']}
        errorTitle="We could not load the audit log"
        icon={<IconHistory size={24} />}
        onPage={setPage}
        skeleton={
          <Stack gap="sm" aria-label="Loading the audit log">
            <Skeleton h={40} />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        }
        empty={
          <EmptyState icon={<IconHistory size={24} />} title="No staff actions">
            {actorId || subjectType
              ? 'Nothing matches these filters.'
              : 'Every staff action (decisions, credit adjustments, employee changes) is listed here.'}
          </EmptyState>
        }
      >
        {(items) => (
          <Table.ScrollContainer minWidth={720}>
            <Table aria-label="Audit log" verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Subject</Table.Th>
                  <Table.Th>Change</Table.Th>
                  <Table.Th>Reason</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td>{formatDateTime(entry.at)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{entry.actorName}</Text>
                      <Text size="xs" c="dimmed">
                        {entry.actorEmail}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.action}</Table.Td>
                    <Table.Td>
                      {entry.subjectType} <Code>{entry.subjectId}</Code>
                    </Table.Td>
                    <Table.Td>
                      <Text size="xs">
                        {brief(entry.before)} → {brief(entry.after)}
                      </Text>
                    </Table.Td>
                    <Table.Td>{entry.reason ?? ''}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </PagedResults>
    </Stack>
  );
}
