import { Alert, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import type { AdminSupportRequestDetail } from '@vitrine/contracts/support';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useAssignSupportMutation } from '../api/assign-support.ts';
import { useGetEmployeesQuery } from '../api/get-employees.ts';
import type { StaffSelf } from '../api/get-staff-self.ts';

/** Admins pick any employee holding `support` (employees cannot list their colleagues). */
function AssignToEmployee({ requestId, selfId }: { requestId: string; selfId: string }) {
  const employees = useGetEmployeesQuery({ page: 1, limit: 100 });
  const feedback = useActionFeedback();
  const [assign, assigning] = useAssignSupportMutation();
  const [chosen, setChosen] = useState('');
  const desk = (employees.data?.items ?? []).filter(
    (e) => e.permissions.includes('support') && e.id !== selfId,
  );
  if (desk.length === 0) return null;
  return (
    <Group align="end" gap="sm">
      <NativeSelect
        label="Assign to an employee"
        value={chosen}
        onChange={(e) => setChosen(e.currentTarget.value)}
        data={[
          { value: '', label: 'Choose an employee' },
          ...desk.map((e) => ({ value: e.id, label: e.name })),
        ]}
      />
      <Button
        variant="default"
        disabled={!chosen}
        loading={assigning.isLoading}
        onClick={() =>
          void feedback.run(() => assign({ id: requestId, assigneeId: chosen }).unwrap(), {
            done: `The request is assigned to ${desk.find((e) => e.id === chosen)?.name ?? 'them'}.`,
            failed: 'The request was not assigned',
          })
        }
      >
        Assign
      </Button>
    </Group>
  );
}

/** Who works the request: assign it to yourself, (admins) to an employee, or to nobody. */
export function SupportAssignee({
  request,
  self,
}: {
  request: AdminSupportRequestDetail;
  self: Pick<StaffSelf, 'id' | 'isAdmin'>;
}) {
  const feedback = useActionFeedback();
  const [assign, assigning] = useAssignSupportMutation();
  const mine = request.assignee?.id === self.id;
  // A failure shows in the alert below.
  const assignTo = (assigneeId: string | null, done: string) =>
    void feedback.after(assign({ id: request.id, assigneeId }).unwrap(), done).catch(() => {});
  return (
    <Stack gap="xs" component="section" aria-label="Assignment">
      <Text size="sm">
        Assigned to:{' '}
        <strong>{request.assignee ? (mine ? 'you' : request.assignee.name) : 'nobody'}</strong>
      </Text>
      <Group gap="sm">
        {!mine ? (
          <Button
            variant="default"
            size="xs"
            loading={assigning.isLoading}
            onClick={() => assignTo(self.id, 'The request is assigned to you.')}
          >
            Assign to me
          </Button>
        ) : null}
        {request.assignee ? (
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              assignTo(null, 'The request is unassigned; anyone on the desk can take it.')
            }
          >
            Unassign
          </Button>
        ) : null}
      </Group>
      {self.isAdmin ? <AssignToEmployee requestId={request.id} selfId={self.id} /> : null}
      {assigning.error ? (
        <Alert color="red" role="alert" title="The request was not assigned">
          {describeApiError(toApiError(assigning.error))}
        </Alert>
      ) : null}
    </Stack>
  );
}
