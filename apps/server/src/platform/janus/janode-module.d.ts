/** The part of janode (which ships no types) that platform/janus uses. */
declare module 'janode' {
  import type { EventEmitter } from 'node:events';

  export type JanodeHandle = EventEmitter & {
    id: number;
    detach(): Promise<void>;
  };
  export type JanodeSession = EventEmitter & {
    id: number;
    attach<H>(plugin: { id: string; Handle: unknown }): Promise<H>;
    destroy(): Promise<void>;
  };
  export type JanodeConnection = EventEmitter & {
    create(keepAliveSeconds?: number): Promise<JanodeSession>;
    getInfo(): Promise<{ name?: string; version_string?: string; [key: string]: unknown }>;
    close(): Promise<void>;
  };
  const Janode: {
    connect(config: {
      address: { url: string; apisecret?: string; token?: string };
      retry_time_secs?: number;
      max_retries?: number;
    }): Promise<JanodeConnection>;
    Logger: { setLevel(level: 'none' | 'error' | 'warning' | 'info' | 'verbose' | 'debug'): void };
    EVENT: { CONNECTION_CLOSED: string; CONNECTION_ERROR: string; SESSION_DESTROYED: string };
  };
  export default Janode;
}

declare module 'janode/plugins/videoroom' {
  import type { JanodeHandle } from 'janode';

  export type VideoRoomHandle = JanodeHandle & {
    create(params: {
      room: number;
      description?: string;
      max_publishers?: number;
      secret?: string;
      admin_key?: string;
      is_private?: boolean;
      bitrate?: number;
      notify_joining?: boolean;
    }): Promise<{ room: number }>;
    destroy(params: { room: number; secret?: string }): Promise<{ room: number }>;
    exists(params: { room: number }): Promise<{ room: number; exists: boolean }>;
    allow(params: {
      room: number;
      action: 'enable' | 'disable' | 'add' | 'remove';
      list?: string[];
      secret?: string;
    }): Promise<{ room: number; list: string[] }>;
  };
  const VideoRoomPlugin: { id: string; Handle: unknown };
  export default VideoRoomPlugin;
}
