import '@mantine/core/styles/Combobox.layer.css';
import { Alert, Button, Group, NativeSelect, Paper, Stack, Text, Title } from '@mantine/core';
import { mediaProblemText, type LocalMedia } from '../hooks/use-local-media.ts';
import { VideoTile } from './video-tile.tsx';

const labelOf = (device: MediaDeviceInfo, index: number, what: string) =>
  device.label || `${what} ${index + 1}`;

/** Before joining: the camera preview, the device choice, and clear words when there is none. */
export function PreJoinScreen(props: { media: LocalMedia; joining: boolean; onJoin: () => void }) {
  const { media } = props;
  return (
    <Stack gap="md" maw={640} mx="auto">
      <Title order={1} size="h2">
        Ready to join?
      </Title>
      <VideoTile role="" stream={media.stream} self />
      {media.problem && (
        <Alert color="orange" title="Camera or microphone not available" role="alert">
          <Text size="sm">{mediaProblemText[media.problem]}</Text>
          <Button mt="xs" size="xs" variant="default" onClick={() => void media.retry()}>
            Try again
          </Button>
        </Alert>
      )}
      {media.stream && (
        <Paper withBorder p="sm" radius="md">
          <Group grow align="flex-end">
            <NativeSelect
              label="Camera"
              value={media.cameraId ?? ''}
              disabled={media.devices.cameras.length === 0}
              onChange={(event) => void media.chooseCamera(event.currentTarget.value)}
              data={media.devices.cameras.map((d, i) => ({
                value: d.deviceId,
                label: labelOf(d, i, 'Camera'),
              }))}
            />
            <NativeSelect
              label="Microphone"
              value={media.microphoneId ?? ''}
              disabled={media.devices.microphones.length === 0}
              onChange={(event) => void media.chooseMicrophone(event.currentTarget.value)}
              data={media.devices.microphones.map((d, i) => ({
                value: d.deviceId,
                label: labelOf(d, i, 'Microphone'),
              }))}
            />
          </Group>
        </Paper>
      )}
      {!media.stream && !media.problem && (
        <Text size="sm" c="dimmed" role="status">
          Starting your camera and microphone… You can join now: they come along once ready.
        </Text>
      )}
      <Button size="md" onClick={props.onJoin} loading={props.joining}>
        {media.problem ? 'Join without camera' : 'Join now'}
      </Button>
    </Stack>
  );
}
