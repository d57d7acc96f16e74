import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

/** public/sw.js as the browser runs it, in a worker scope of fakes that record what it does. */
const source = readFileSync(path.join(import.meta.dirname, '../../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://vitrine.example';

type FakeWindow = {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate?: ReturnType<typeof vi.fn>;
};

function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: object) => void>();
  const shown: { title: string; options: { body: string; data: { link: string } } }[] = [];
  const opened: string[] = [];
  const self = {
    location: { origin: ORIGIN },
    addEventListener: (type: string, listener: (event: object) => void) =>
      listeners.set(type, listener),
    skipWaiting: () => undefined,
    registration: {
      showNotification: async (title: string, options: (typeof shown)[number]['options']) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: async () => undefined,
      matchAll: async () => windows,
      openWindow: async (url: string) => {
        opened.push(url);
        return null;
      },
    },
  };
  runInNewContext(source, { self, URL });
  /** Dispatches an event and waits for what it handed to waitUntil. */
  const dispatch = async (type: string, event: object) => {
    let work: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (p: Promise<unknown>) => (work = p) });
    await work;
  };
  const click = (link: string) =>
    dispatch('notificationclick', { notification: { data: { link }, close: () => undefined } });
  return { dispatch, click, shown, opened };
}

const tab = (path: string, navigate?: FakeWindow['navigate']): FakeWindow => ({
  url: `${ORIGIN}${path}`,
  focus: vi.fn(async function (this: FakeWindow) {
    return this;
  }),
  ...(navigate && { navigate }),
});

describe('the service worker (public/sw.js)', () => {
  it("shows a pushed notification that keeps the payload's link, e.g. the shop's inbox", async () => {
    const worker = loadWorker();
    await worker.dispatch('push', {
      data: {
        json: () => ({
          id: 'n1',
          title: 'New message from Asha',
          body: 'Is the blue kurta in stock?',
          link: '/vendor/inbox?group=g1',
        }),
      },
    });
    expect(worker.shown).toEqual([
      {
        title: 'New message from Asha',
        options: expect.objectContaining({
          body: 'Is the blue kurta in stock?',
          data: { link: '/vendor/inbox?group=g1' },
        }),
      },
    ]);
  });

  it('opens the link in a new tab when no Vitrine tab is open', async () => {
    const worker = loadWorker([]);
    await worker.click('/vendor/inbox?group=g1');
    expect(worker.opened).toEqual([`${ORIGIN}/vendor/inbox?group=g1`]);
  });

  it('focuses a tab already on the link', async () => {
    const open = tab('/user/chat?group=g1');
    const worker = loadWorker([tab('/shops'), open]);
    await worker.click('/user/chat?group=g1');
    expect(open.focus).toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it('sends a tab it controls to the link', async () => {
    const navigate = vi.fn(async (url: string) => ({ ...tab(new URL(url).pathname) }));
    const worker = loadWorker([tab('/shops', navigate)]);
    await worker.click('/vendor/inbox?group=g1');
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/vendor/inbox?group=g1`);
    expect(worker.opened).toEqual([]);
  });

  it('opens a new tab when the open tab is not controlled by it and refuses to navigate', async () => {
    const navigate = vi.fn(async () => {
      throw new TypeError('This service worker is not the client’s active service worker.');
    });
    const worker = loadWorker([tab('/shops', navigate)]);
    await worker.click('/vendor/inbox?group=g1');
    expect(worker.opened).toEqual([`${ORIGIN}/vendor/inbox?group=g1`]);
  });

  it.each([
    ['a backslash', '/\\evil.example/phish'],
    ['a tab', '/\t/evil.example'],
    ['two slashes', '//evil.example'],
    ['another site', 'https://evil.example/phish'],
  ])('opens the notifications page, not another site, for a link with %s', async (_what, link) => {
    const navigate = vi.fn(async (url: string) => ({ ...tab(new URL(url).pathname) }));
    const worker = loadWorker([tab('/shops', navigate)]);
    await worker.click(link);
    expect(navigate).toHaveBeenCalledWith(`${ORIGIN}/user/notifications`);
    const empty = loadWorker([]);
    await empty.click(link);
    expect(empty.opened).toEqual([`${ORIGIN}/user/notifications`]);
  });
});
