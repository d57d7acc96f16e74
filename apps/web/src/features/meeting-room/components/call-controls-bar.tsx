import { Button, Group } from '@mantine/core';
import {
  IconDoorExit,
  IconMicrophone,
  IconMicrophoneOff,
  IconScreenShare,
  IconScreenShareOff,
  IconVideo,
  IconVideoOff,
} from '@tabler/icons-react';
import type { CallControls } from '../hooks/use-call-controls.ts';

/** Microphone, camera, screen sharing and leave. */
export function CallControlsBar({
  controls,
  onLeave,
}: {
  controls: CallControls;
  onLeave: () => void;
}) {
  return (
    <Group gap="sm" justify="center" wrap="wrap">
      <Button
        variant={controls.micOn ? 'default' : 'filled'}
        color={controls.micOn ? undefined : 'red'}
        leftSection={
          controls.micOn ? <IconMicrophone size={18} /> : <IconMicrophoneOff size={18} />
        }
        onClick={controls.toggleMic}
        disabled={!controls.canUseMic}
        aria-pressed={!controls.micOn}
      >
        {controls.micOn ? 'Mute' : 'Unmute'}
      </Button>
      <Button
        variant={controls.cameraOn ? 'default' : 'filled'}
        color={controls.cameraOn ? undefined : 'red'}
        leftSection={controls.cameraOn ? <IconVideo size={18} /> : <IconVideoOff size={18} />}
        onClick={() => void controls.toggleCamera()}
        loading={controls.busy}
        aria-pressed={!controls.cameraOn}
      >
        {controls.cameraOn ? 'Turn camera off' : 'Turn camera on'}
      </Button>
      <Button
        variant="default"
        leftSection={
          controls.sharing ? <IconScreenShareOff size={18} /> : <IconScreenShare size={18} />
        }
        onClick={() => void controls.toggleScreen()}
        aria-pressed={controls.sharing}
      >
        {controls.sharing ? 'Stop sharing' : 'Share screen'}
      </Button>
      <Button color="red" leftSection={<IconDoorExit size={18} />} onClick={onLeave}>
        Leave
      </Button>
    </Group>
  );
}
