import { useCallback, useEffect, useRef, useState } from 'react';
import type { LocalMedia } from './use-local-media.ts';

/**
 * What this side sends during the call: the microphone (muted by `enabled`), the camera (off
 * stops the track, so no frame leaves and the camera light goes out), or a shared screen in the
 * camera's place until sharing stops. A person may join before their camera and microphone have
 * started: they are sent from the moment they are ready.
 */
export function useCallControls(media: LocalMedia) {
  const [audio, setAudio] = useState<MediaStreamTrack | null>(
    () => media.stream?.getAudioTracks()[0] ?? null,
  );
  const [camera, setCamera] = useState<MediaStreamTrack | null>(
    () => media.stream?.getVideoTracks()[0] ?? null,
  );
  const [screen, setScreen] = useState<MediaStreamTrack | null>(null);
  const [micOn, setMicOn] = useState(audio?.enabled ?? false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const owned = useRef<MediaStreamTrack[]>([]);
  /** The camera was turned off or on in the call: that choice stands. */
  const cameraChosen = useRef(false);

  // Joined while the camera and microphone were still starting: they go out as soon as they
  // are ready (the call's connections take them without renegotiating).
  const { stream } = media;
  useEffect(() => {
    if (!stream) return;
    const microphone = stream.getAudioTracks()[0];
    if (!audio && microphone) {
      setAudio(microphone);
      setMicOn(microphone.enabled);
    }
    const started = stream.getVideoTracks()[0];
    if (!camera && started && !cameraChosen.current) setCamera(started);
  }, [stream, audio, camera]);

  const toggleMic = useCallback(() => {
    if (!audio) return;
    audio.enabled = !audio.enabled;
    setMicOn(audio.enabled);
  }, [audio]);

  const toggleCamera = useCallback(async () => {
    cameraChosen.current = true;
    if (camera) {
      camera.stop();
      setCamera(null);
      return;
    }
    setBusy(true);
    try {
      const track = await media.openCamera();
      if (track) owned.current.push(track);
      setCamera(track);
      setProblem(null);
    } catch {
      setProblem('Could not turn the camera on. Check that no other app is using it.');
    } finally {
      setBusy(false);
    }
  }, [camera, media]);

  const toggleScreen = useCallback(async () => {
    if (screen) {
      screen.stop();
      setScreen(null);
      return;
    }
    try {
      const display = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      const track = display.getVideoTracks()[0] ?? null;
      if (!track) return;
      owned.current.push(track);
      // The browser's own "Stop sharing" ends the track.
      track.addEventListener('ended', () => setScreen((now) => (now === track ? null : now)));
      setScreen(track);
    } catch {
      setProblem('Screen sharing was cancelled or is not allowed.');
    }
  }, [screen]);

  /** Ends everything this side opened (leaving, or the page closing). */
  const stopAll = useCallback(() => {
    for (const track of [audio, camera, screen, ...owned.current]) track?.stop();
  }, [audio, camera, screen]);

  const stopRef = useRef(stopAll);
  stopRef.current = stopAll;
  useEffect(() => () => stopRef.current(), []);

  return {
    tracks: { audio, video: screen ?? camera },
    /** What this side sees of itself. */
    preview: screen ?? camera,
    micOn,
    cameraOn: camera !== null,
    sharing: screen !== null,
    canUseMic: audio !== null,
    busy,
    problem,
    toggleMic,
    toggleCamera,
    toggleScreen,
    stopAll,
  };
}

export type CallControls = ReturnType<typeof useCallControls>;
