import type { RoomParticipant } from '@vitrine/contracts/meeting-room';
import type { ConnectionQuality } from '../lib/connection-quality.ts';
import classes from './meeting-room.module.css';
import { VideoTile } from './video-tile.tsx';

/** Everyone's video: this side first (its own preview), then each other participant. */
export function VideoGrid(props: {
  self: RoomParticipant | null;
  preview: MediaStream | null;
  others: RoomParticipant[];
  streams: Record<string, MediaStream>;
  /** What each other participant's tile says of the connection (socket id → quality). */
  quality?: Record<string, ConnectionQuality>;
}) {
  return (
    <div className={classes.grid}>
      {props.self && (
        <VideoTile name={props.self.name} role={props.self.role} stream={props.preview} self />
      )}
      {props.others.map((p) => (
        <VideoTile
          key={p.socketId}
          socketId={p.socketId}
          name={p.name}
          role={p.role}
          stream={props.streams[p.socketId] ?? null}
          quality={props.quality?.[p.socketId]}
        />
      ))}
    </div>
  );
}
