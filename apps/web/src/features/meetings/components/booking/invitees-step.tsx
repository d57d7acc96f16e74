import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconTrash, IconUserPlus } from '@tabler/icons-react';
import { MAX_INVITEES } from '@vitrine/contracts/meeting-policy';
import { useState, type FormEvent } from 'react';
import { inviteeProblems } from '../../rules/booking-steps.ts';
import type { Invitee } from '../../state/booking-draft-slice.ts';

type InviteesStepProps = {
  invitees: Invitee[];
  bookerEmail: string;
  onAdd: (invitee: Invitee) => void;
  onRemove: (email: string) => void;
};

/** Step 5: up to MAX_INVITEES people to bring along; they get a link by mail, no account needed. */
export function InviteesStep({ invitees, bookerEmail, onAdd, onRemove }: InviteesStepProps) {
  const [person, setPerson] = useState<Invitee>({ name: '', email: '' });
  const [problems, setProblems] = useState<Partial<Record<keyof Invitee, string>>>({});
  const full = invitees.length >= MAX_INVITEES;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const found = inviteeProblems(person, invitees, bookerEmail);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    onAdd(person);
    setPerson({ name: '', email: '' });
  };

  return (
    <Stack gap="md">
      <Text size="sm">
        Optional: invite up to {MAX_INVITEES} people. Each gets an email with their own link to the
        meeting.
      </Text>
      {invitees.length > 0 ? (
        <Stack
          component="ul"
          gap="xs"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Invited"
        >
          {invitees.map((invitee) => (
            <Paper key={invitee.email} component="li" withBorder p="xs" radius="md">
              <Group justify="space-between" wrap="nowrap">
                <div>
                  <Text fw={600}>{invitee.name}</Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {invitee.email}
                  </Text>
                </div>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove ${invitee.name}`}
                  onClick={() => onRemove(invitee.email)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </Group>
            </Paper>
          ))}
        </Stack>
      ) : null}
      {full ? (
        <Text size="sm" c="dimmed">
          You have invited {MAX_INVITEES} people, the most a meeting allows.
        </Text>
      ) : (
        <form onSubmit={add} noValidate>
          <Group align="flex-start" grow>
            <TextInput
              label="Their name"
              value={person.name}
              error={problems.name}
              onChange={(event) => setPerson({ ...person, name: event.currentTarget.value })}
            />
            <TextInput
              label="Their email"
              type="email"
              value={person.email}
              error={problems.email}
              onChange={(event) => setPerson({ ...person, email: event.currentTarget.value })}
            />
          </Group>
          <Button
            type="submit"
            variant="default"
            mt="sm"
            leftSection={<IconUserPlus size={16} aria-hidden="true" />}
          >
            Add this person
          </Button>
        </form>
      )}
    </Stack>
  );
}
