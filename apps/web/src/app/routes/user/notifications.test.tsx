import type { NotificationPage } from '@vitrine/contracts/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderScreen, signedInCustomer } from '../../../test/render-app.tsx';
import { DEFAULT_NOTIFICATION_PREFERENCES } from '@vitrine/contracts/notifications';
import { NotificationList } from '../../../features/notifications/components/notification-list.tsx';
import { useNotificationsLive } from '../../../features/notifications/hooks/use-notifications-live.ts';
import { NotificationsRoute } from './notifications.tsx';

afterEach(() => vi.restoreAllMocks());

const N1 = '30000000-0000-4000-8000-000000000001';
const page = (read: boolean): NotificationPage => ({
  items: [
    {
      id: N1,
      status: read ? 'read' : 'unread',
      kind: 'personalized',
      title: 'New message from Rang Mahal',
      body: 'Your blouse is ready',
      link: '/user/chat',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      id: '30000000-0000-4000-8000-000000000002',
      status: 'read',
      kind: 'general',
      title: 'Festive hours',
      body: 'Shops open late all week.',
      link: null,
      createdAt: '2026-11-19T10:00:00.000Z',
    },
  ],
  total: 2,
  page: 1,
  limit: 20,
  counts: {
    unread: { personalized: read ? 0 : 1, 'user-general': 0, general: 0, wishlist: 0 },
    newNotification: !read,
  },
});

describe('the notification centre', () => {
  it('shows counts per kind, and opening one marks it read and goes to its subject', async () => {
    let read = false;
    const { seen } = stubFetch({
      'GET /api/v1/notifications': () => json(page(read)),
      [`POST /api/v1/notifications/${N1}/read`]: () => {
        read = true;
        return json(page(true).counts);
      },
    });
    renderScreen(<NotificationsRoute />, { path: '/user/notifications', auth: signedInCustomer });

    expect(await screen.findByText('For you: 1')).toBeInTheDocument();
    expect(screen.getByText('For everyone: 0')).toBeInTheDocument();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: /^Unread:\s*New message from Rang Mahal/ }));
    expect(await screen.findByText('Navigated away')).toBeInTheDocument();
    await waitFor(() =>
      expect(seen.some((r) => r.method === 'POST' && r.url.pathname.endsWith(`${N1}/read`))).toBe(
        true,
      ),
    );
  });

  it('opens a notification whose stored link leaves the site without leaving the site', async () => {
    const hostile = page(false);
    hostile.items[0]!.link = '/\\evil.example/phish';
    let read = false;
    stubFetch({
      'GET /api/v1/notifications': () => json(read ? page(true) : hostile),
      [`POST /api/v1/notifications/${N1}/read`]: () => {
        read = true;
        return json(page(true).counts);
      },
    });
    const { router } = renderScreen(<NotificationsRoute />, {
      path: '/user/notifications',
      auth: signedInCustomer,
    });

    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: /^Unread:\s*New message from Rang Mahal/ }));
    expect(await screen.findByText('For you: 0')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/notifications');
    expect(screen.queryByText('Navigated away')).toBeNull();
  });

  it('marks all read', async () => {
    let read = false;
    stubFetch({
      'GET /api/v1/notifications': () => json(page(read)),
      'POST /api/v1/notifications/read-all': () => {
        read = true;
        return json(page(true).counts);
      },
    });
    renderScreen(<NotificationsRoute />, { path: '/user/notifications', auth: signedInCustomer });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Mark all read' }));
    expect(await screen.findByText('For you: 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });
});

describe('the notification centre, page by page', () => {
  it('pages through older notifications, keeping the page in the address', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/v1/notifications': ({ url }) => {
        const at = Number(url.searchParams.get('page'));
        asked.push(`${at}/${url.searchParams.get('limit')}`);
        const first = page(true);
        return json({
          ...first,
          items: [{ ...first.items[1]!, title: `Older news, page ${at}` }],
          total: 45,
          page: at,
        } satisfies NotificationPage);
      },
    });
    renderScreen(<NotificationsRoute />, {
      path: '/user/notifications?page=2',
      auth: signedInCustomer,
    });

    expect(await screen.findByText('Older news, page 2')).toBeInTheDocument();
    expect(screen.getByText('Showing 21–40 of 45 notifications')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Older news, page 3')).toBeInTheDocument();
    expect(screen.getByText('Showing 41–45 of 45 notifications')).toBeInTheDocument();
    expect(asked).toEqual(['2/20', '3/20']);
  });

  it('says a page past the end is past the end, not that there are no notifications', async () => {
    stubFetch({
      'GET /api/v1/notifications': () =>
        json({ ...page(true), items: [], total: 45, page: 9 } satisfies NotificationPage),
    });
    renderScreen(<NotificationsRoute />, {
      path: '/user/notifications?page=9',
      auth: signedInCustomer,
    });
    expect(
      await screen.findByText('Page 9 is past the end of 45 notifications'),
    ).toBeInTheDocument();
    expect(screen.queryByText('No notifications yet.')).not.toBeInTheDocument();
  });
});

describe('the bell and the list together', () => {
  function BellAndList() {
    useNotificationsLive(true);
    return <NotificationList />;
  }

  it('ask for the newest page once between them (one cache entry)', async () => {
    const { seen } = stubFetch({
      'GET /api/v1/notifications': () => json(page(true)),
      'GET /api/v1/notifications/preferences': () => json(DEFAULT_NOTIFICATION_PREFERENCES),
    });
    renderScreen(<BellAndList />, { path: '/user/notifications', auth: signedInCustomer });
    expect(await screen.findByText('Festive hours')).toBeInTheDocument();
    const lists = () =>
      seen.filter((r) => r.method === 'GET' && r.url.pathname === '/api/v1/notifications');
    await waitFor(() =>
      expect(seen.some((r) => r.url.pathname.endsWith('/preferences'))).toBe(true),
    );
    expect(lists()).toHaveLength(1);
  });
});
