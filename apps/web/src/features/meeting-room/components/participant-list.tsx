import { Badge, Group, List, Paper, Text, Title } from '@mantine/core';
import type { RoomParticipant } from '@vitrine/contracts/meeting-room';

const roleWords: Record<RoomParticipant['role'], string> = {
  shop: 'Shop',
  booker: 'Booked the meeting',
  invitee: 'Invited',
  viewer: 'Seat holder',
};

/** Who is in the room now, with names and roles. */
export function ParticipantList({
  participants,
  selfId,
}: {
  participants: RoomParticipant[];
  selfId?: string;
}) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h5" mb="xs">
        In the meeting ({participants.length})
      </Title>
      <List listStyleType="none" spacing={4} aria-label="Participants">
        {participants.map((p) => (
          <List.Item key={p.socketId}>
            <Group gap="xs">
              <Text size="sm">{p.socketId === selfId ? `${p.name} (you)` : p.name}</Text>
              <Badge size="xs" variant="light">
                {roleWords[p.role]}
              </Badge>
            </Group>
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
