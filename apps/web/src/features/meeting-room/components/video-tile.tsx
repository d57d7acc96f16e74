import { Badge, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { QUALITY_LABELS, type ConnectionQuality } from '../lib/connection-quality.ts';
import classes from './meeting-room.module.css';

const QUALITY_COLORS: Record<ConnectionQuality, string> = {
  connecting: 'gray',
  direct: 'green',
  relayed: 'blue',
  poor: 'orange',
  reconnecting: 'orange',
  failed: 'red',
};

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
  /** The connection to this person (others' tiles): shown unless it is plainly fine. */
  quality?: ConnectionQuality;
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
        {props.quality && QUALITY_LABELS[props.quality] && (
          <Badge
            size="xs"
            variant="filled"
            color={QUALITY_COLORS[props.quality]}
            role="status"
            aria-label={`Connection to ${props.name}: ${QUALITY_LABELS[props.quality]}`}
          >
            {QUALITY_LABELS[props.quality]}
          </Badge>
        )}
      </div>
    </Paper>
  );
}
