import { useEffect, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { useGetNotificationPreferencesQuery } from '../api/notification-preferences.ts';
import { NOTIFICATION_PAGE_SIZE, useGetNotificationsQuery } from '../api/get-notifications.ts';
import { useMarkNotificationsMutation } from '../api/mark-notifications.ts';
import { notificationsApi } from '../api/notifications-api.ts';
import { playNotificationSound } from '../lib/notification-sound.ts';

/**
 * For a signed-in tab: a new notification refreshes the centre and plays the sound
 * (tab visible, sound on); whenever the app holds sent notifications it has now seen them,
 * so they become unread and newNotification is raised.
 */
export function useNotificationsLive(signedIn: boolean) {
  const dispatch = useDispatch();
  const list = useGetNotificationsQuery(
    { page: 1, limit: NOTIFICATION_PAGE_SIZE },
    { skip: !signedIn },
  );
  const preferences = useGetNotificationPreferencesQuery(undefined, { skip: !signedIn });
  // feedback: not a person's action: the bell marks what arrived as seen; a failure only leaves it unseen
  const [mark] = useMarkNotificationsMutation();
  const soundOn = useRef(true);
  soundOn.current = preferences.data?.sound ?? true;

  const hasSent = list.data?.items.some((item) => item.status === 'sent') ?? false;
  useEffect(() => {
    if (hasSent)
      void mark({ action: 'seen' })
        .unwrap()
        .catch((error: unknown) => console.error('Marking notifications seen failed:', error));
  }, [hasSent, mark]);

  useEffect(() => {
    if (!signedIn) return;
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('../../../lib/socket.ts').then(({ onRealtimeEvent }) => {
      if (unmounted) return;
      stop = onRealtimeEvent('notification:created', () => {
        dispatch(notificationsApi.util.invalidateTags(['Notifications']));
        void playNotificationSound(soundOn.current);
      });
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [dispatch, signedIn]);

  return list;
}
