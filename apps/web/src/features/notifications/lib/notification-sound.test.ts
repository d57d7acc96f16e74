import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_SOUND_URL, playNotificationSound } from './notification-sound.ts';

const audio = (play: () => Promise<void>) => vi.fn(() => ({ play }) as unknown as HTMLAudioElement);

describe('the notification sound', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs ‘Error playing notification sound:’ when playing fails (autoplay blocked) and shows nothing', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const blocked = new DOMException('play() failed', 'NotAllowedError');
    const before = document.body.innerHTML;
    await expect(
      playNotificationSound(
        true,
        audio(() => Promise.reject(blocked)),
      ),
    ).resolves.toBeUndefined();
    expect(log).toHaveBeenCalledWith('Error playing notification sound:', blocked);
    expect(document.body.innerHTML).toBe(before);
  });

  it('plays the shipped sound when the tab is visible and sound is on; not when off', async () => {
    const play = vi.fn(() => Promise.resolve());
    const create = audio(play);
    await playNotificationSound(true, create);
    expect(create).toHaveBeenCalledWith(NOTIFICATION_SOUND_URL);
    expect(play).toHaveBeenCalledTimes(1);

    await playNotificationSound(false, create);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('stays quiet in a hidden tab', async () => {
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const play = vi.fn(() => Promise.resolve());
    await playNotificationSound(true, audio(play));
    expect(play).not.toHaveBeenCalled();
  });
});
