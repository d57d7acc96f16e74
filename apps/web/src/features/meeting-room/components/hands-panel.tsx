import { Button, Group, List, Paper, Text, Title } from '@mantine/core';
import type { RoomParticipant } from '@vitrine/contracts/meeting-room';

type Hands = Record<string, { handRaised: boolean; maySpeak: boolean }>;

/**
 * A trunk show's hands. A viewer watches and listens; they raise a hand to ask to speak, and
 * once the shop lets them, their camera and microphone go out to everyone. The shop sees the
 * raised hands and lets each speak, or stops them.
 */
export function HandsPanel(props: {
  role: RoomParticipant['role'];
  selfParticipantId: string;
  participants: RoomParticipant[];
  hands: Hands;
  onRaise: () => void;
  onLower: () => void;
  onLetSpeak: (participantId: string) => void;
  onStop: (participantId: string) => void;
}) {
  if (props.role === 'viewer') {
    const mine = props.hands[props.selfParticipantId];
    return (
      <Paper withBorder p="sm" radius="md">
        <Title order={2} size="h5" mb="xs">
          Ask to speak
        </Title>
        {mine?.maySpeak ? (
          <Text size="sm" role="status">
            The shop let you speak: your camera and microphone now go to everyone.
          </Text>
        ) : mine?.handRaised ? (
          <Group gap="sm">
            <Text size="sm" role="status">
              Your hand is raised: the shop sees it.
            </Text>
            <Button size="xs" variant="default" onClick={props.onLower}>
              Lower my hand
            </Button>
          </Group>
        ) : (
          <Group gap="sm">
            <Text size="sm">You are watching. Ask in the chat, or raise your hand to speak.</Text>
            <Button size="xs" onClick={props.onRaise}>
              Raise my hand
            </Button>
          </Group>
        )}
      </Paper>
    );
  }
  if (props.role !== 'shop') return null;
  const viewers = props.participants.filter((p) => p.role === 'viewer');
  const raised = viewers.filter((p) => props.hands[p.participantId]?.handRaised);
  const speaking = viewers.filter((p) => props.hands[p.participantId]?.maySpeak);
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h5" mb="xs">
        Raised hands ({raised.length})
      </Title>
      {raised.length === 0 && speaking.length === 0 ? (
        <Text size="sm" c="dimmed">
          No one has raised a hand. Viewers watch and ask in the chat.
        </Text>
      ) : (
        <List listStyleType="none" spacing={4} aria-label="Raised hands">
          {raised.map((p) => (
            <List.Item key={p.socketId}>
              <Group gap="xs">
                <Text size="sm">{p.name}</Text>
                <Button size="compact-xs" onClick={() => props.onLetSpeak(p.participantId)}>
                  Let {p.name} speak
                </Button>
              </Group>
            </List.Item>
          ))}
          {speaking.map((p) => (
            <List.Item key={p.socketId}>
              <Group gap="xs">
                <Text size="sm">{p.name} (speaking)</Text>
                <Button
                  size="compact-xs"
                  variant="default"
                  onClick={() => props.onStop(p.participantId)}
                >
                  Stop {p.name} speaking
                </Button>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
