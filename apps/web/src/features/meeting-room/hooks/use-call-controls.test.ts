import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useCallControls } from './use-call-controls.ts';
import type { LocalMedia } from './use-local-media.ts';

/** A track as the browser gives one: its kind, enabled, stoppable. */
const track = (kind: 'audio' | 'video') =>
  ({ kind, enabled: true, stop: vi.fn() }) as unknown as MediaStreamTrack;

const streamOf = (...tracks: MediaStreamTrack[]) =>
  ({
    getAudioTracks: () => tracks.filter((t) => t.kind === 'audio'),
    getVideoTracks: () => tracks.filter((t) => t.kind === 'video'),
  }) as unknown as MediaStream;

const mediaWith = (stream: MediaStream | null) =>
  ({ stream, openCamera: vi.fn(async () => track('video')) }) as unknown as LocalMedia;

describe('what the call sends', () => {
  it('sends the camera and microphone that finish starting after the person joined', () => {
    const { result, rerender } = renderHook(({ media }) => useCallControls(media), {
      initialProps: { media: mediaWith(null) },
    });
    expect(result.current.tracks).toEqual({ audio: null, video: null });

    const microphone = track('audio');
    const camera = track('video');
    rerender({ media: mediaWith(streamOf(microphone, camera)) });

    expect(result.current.tracks).toEqual({ audio: microphone, video: camera });
    expect(result.current.micOn).toBe(true);
    expect(result.current.cameraOn).toBe(true);
  });

  it('keeps the camera off once the person turned it off in the call', async () => {
    const camera = track('video');
    const { result, rerender } = renderHook(({ media }) => useCallControls(media), {
      initialProps: { media: mediaWith(streamOf(track('audio'), camera)) },
    });
    await act(() => result.current.toggleCamera());
    expect(result.current.tracks.video).toBeNull();

    // The same stream again (a re-render): the choice stands.
    rerender({ media: mediaWith(streamOf(track('audio'), camera)) });
    expect(result.current.tracks.video).toBeNull();
    expect(camera.stop).toHaveBeenCalled();
  });
});
