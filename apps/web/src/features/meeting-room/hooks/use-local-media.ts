import { useCallback, useEffect, useRef, useState } from 'react';

/** Why there is no camera or microphone, in words a person can act on. */
export type MediaProblem = 'denied' | 'no-device' | 'in-use' | 'unsupported';

export const mediaProblemText: Record<MediaProblem, string> = {
  denied:
    'Your browser is not allowing Vitrine to use your camera and microphone. Allow them in the address bar (the camera icon) and try again. You can still join and watch.',
  'no-device':
    'No camera or microphone was found. Connect one and try again, or join without: you can still see, hear and chat.',
  'in-use': 'Your camera or microphone is being used by another app. Close it and try again.',
  unsupported:
    'This browser cannot use a camera here. Try a recent Chrome, Edge, Firefox or Safari.',
};

export function problemOf(error: unknown): MediaProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'no-device';
  if (name === 'NotReadableError' || name === 'AbortError') return 'in-use';
  return 'unsupported';
}

export type Devices = { cameras: MediaDeviceInfo[]; microphones: MediaDeviceInfo[] };

/**
 * The camera and microphone of the pre-join screen and the call: a preview stream, the device
 * choice, and the problem when there is none. Stops every track it opened on unmount.
 */
export function useLocalMedia() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [problem, setProblem] = useState<MediaProblem | null>(null);
  const [devices, setDevices] = useState<Devices>({ cameras: [], microphones: [] });
  const [cameraId, setCameraId] = useState<string | null>(null);
  const [microphoneId, setMicrophoneId] = useState<string | null>(null);
  const current = useRef<MediaStream | null>(null);

  const open = useCallback(
    async (choice: { cameraId?: string | null; microphoneId?: string | null }) => {
      if (!navigator.mediaDevices?.getUserMedia) {
        setProblem('unsupported');
        return;
      }
      const video = choice.cameraId ? { deviceId: { exact: choice.cameraId } } : true;
      const audio = choice.microphoneId ? { deviceId: { exact: choice.microphoneId } } : true;
      let next: MediaStream | null = null;
      let failure: unknown = null;
      // Both, else whichever exists: a laptop without a camera still joins with its microphone.
      for (const constraints of [{ video, audio }, { audio }, { video }]) {
        try {
          next = await navigator.mediaDevices.getUserMedia(constraints);
          break;
        } catch (error) {
          failure ??= error;
          if (problemOf(error) === 'denied') break;
        }
      }
      current.current?.getTracks().forEach((track) => track.stop());
      current.current = next;
      setStream(next);
      setProblem(next ? null : problemOf(failure));
      if (next) {
        const list = await navigator.mediaDevices.enumerateDevices();
        setDevices({
          cameras: list.filter((d) => d.kind === 'videoinput'),
          microphones: list.filter((d) => d.kind === 'audioinput'),
        });
        setCameraId(next.getVideoTracks()[0]?.getSettings().deviceId ?? null);
        setMicrophoneId(next.getAudioTracks()[0]?.getSettings().deviceId ?? null);
      }
    },
    [],
  );

  useEffect(() => {
    void open({});
    return () => current.current?.getTracks().forEach((track) => track.stop());
  }, [open]);

  return {
    stream,
    problem,
    devices,
    cameraId,
    microphoneId,
    retry: () => open({ cameraId, microphoneId }),
    chooseCamera: (id: string) => open({ cameraId: id, microphoneId }),
    chooseMicrophone: (id: string) => open({ cameraId, microphoneId: id }),
    /** A new camera track of the chosen camera (turning the camera back on). */
    openCamera: async () =>
      (
        await navigator.mediaDevices.getUserMedia({
          video: cameraId ? { deviceId: { exact: cameraId } } : true,
        })
      ).getVideoTracks()[0] ?? null,
  };
}

export type LocalMedia = ReturnType<typeof useLocalMedia>;
