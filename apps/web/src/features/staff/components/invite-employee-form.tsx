import { Alert, Button, Paper, Stack, TextInput, Title } from '@mantine/core';
import type { StaffPermission } from '@vitrine/contracts/staff';
import { useState, type FormEvent } from 'react';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useInviteEmployeeMutation } from '../api/invite-employee.ts';
import { AreaCheckboxes } from './area-checkboxes.tsx';

/** Invites a person as an employee: they are mailed a link to choose a password. */
export function InviteEmployeeForm({ onDone }: { onDone: (message: string) => void }) {
  // feedback: the list above says "… is invited; a mail to … lets them choose a password." (status); the form keeps its data and marks the problem
  const [invite, inviting] = useInviteEmployeeMutation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [areas, setAreas] = useState<StaffPermission[]>([]);
  const error = inviting.error ? toApiError(inviting.error) : null;
  const issue = (field: string) => error?.fieldIssues.find((i) => i.field === field)?.message;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await invite({ email, name, permissions: areas });
    if ('data' in result && result.data) {
      onDone(
        `${result.data.name} is invited; a mail to ${result.data.email} lets them choose a password.`,
      );
      setEmail('');
      setName('');
      setAreas([]);
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="invite-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-heading">
            Invite an employee
          </Title>
          <TextInput
            label="Name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            error={issue('name')}
            required
          />
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.currentTarget.value)}
            error={issue('email')}
            required
          />
          <AreaCheckboxes value={areas} onChange={setAreas} />
          {error && error.fieldIssues.length === 0 ? (
            <Alert color="red" role="alert" title="The invitation was not sent">
              {error.code === 'CONFLICT' ? error.message : describeApiError(error)}
            </Alert>
          ) : null}
          <Button type="submit" loading={inviting.isLoading} w="fit-content">
            Send invitation
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
