import { Badge, Paper, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import classes from './meeting-room.module.css';

/** One person's video with their name; "Camera off" when no video comes. */
export function VideoTile(props: {
  name: string;
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
          {props.self ? `${props.name} (you)` : props.name}
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
