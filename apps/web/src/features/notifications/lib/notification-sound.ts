/** The app's own notification sound (scripts/make-notification-sound.ts writes it). */
export const NOTIFICATION_SOUND_URL = '/sounds/notification.wav';
/**
 * Plays the sound for a new notification when the tab is visible and sound is on (the
 * user's notification preferences). A failure
 * (autoplay blocked, no audio device) logs 'Error playing notification sound:' and shows
 * nothing to the user.
 */
export async function playNotificationSound(
  soundOn: boolean,
  createAudio: (url: string) => HTMLAudioElement = (url) => new Audio(url),
): Promise<void> {
  if (document.visibilityState !== 'visible' || !soundOn) return;
  try {
    await createAudio(NOTIFICATION_SOUND_URL).play();
  } catch (error) {
    console.error('Error playing notification sound:', error);
  }
}
