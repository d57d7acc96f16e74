import { Badge, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './meeting-room.module.css';

/**
 * One person's video with their name; "Camera off" when no video comes. The own tile says
 * "Asha (you)", or just "You" before the room has told us the name.
 */
export function VideoTile(props: {
  /** The person's name (the own tile: undefined until the room token names them). */
  name?: string;
  role: string;
  stream: MediaStream | null;
  /** This side's own preview: muted, mirrored. */
  self?: boolean;
  socketId?: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (video.current && video.current.srcObject !== props.stream) {
      video.current.srcObject = props.stream;
    }
  }, [props.stream]);
  const hasVideo = (props.stream?.getVideoTracks().length ?? 0) > 0;
  return (
    <Paper className={classes.tile} radius="md" data-socket-id={props.socketId}>
      <video
        ref={video}
        className={props.self ? `${classes.video} ${classes.mirrored}` : classes.video}
        autoPlay
        playsInline
        muted={props.self}
        aria-label={props.self ? 'Your camera' : `Video of ${props.name}`}
      />
      {!hasVideo && (
        <Text className={classes.cameraOff} c="dimmed">
          Camera off
        </Text>
      )}
      <div className={classes.label}>
        <Text size="sm" fw={600} c="white">
          {props.self ? (props.name ? `${props.name} (you)` : 'You') : props.name}
        </Text>
        {props.role === 'shop' && (
          <Badge size="xs" variant="filled">
            Shop
          </Badge>
        )}
      </div>
    </Paper>
  );
}
