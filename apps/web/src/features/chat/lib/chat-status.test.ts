import type { ChatMessage } from '@vitrine/contracts/chat';
import { describe, expect, it } from 'vitest';
import { applyStatusChange, mergeMessages, outgoingStatus } from './chat-status.ts';

const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 10, 0, s)).toISOString();
const message = (id: string, second: number, status: 'delivered' | 'read' = 'delivered') =>
  ({
    id,
    groupId: 'g',
    senderId: 'me',
    clientId: `c-${id}`,
    timestamp: at(second),
    type: 'text',
    role: 'customer',
    content: { text: id },
    statusEvents: {
      shop: { status, timestamp: at(second), events: [{ status, at: at(second) }] },
    },
  }) as ChatMessage;

describe('chat statuses on screen', () => {
  it('holds each message once, in sending order, whatever order they arrive in', () => {
    const merged = mergeMessages(
      [message('b', 2)],
      [message('a', 1), message('b', 2), message('c', 3)],
    );
    expect(merged.map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('never moves a status back: an older copy or receipt changes nothing', () => {
    const [read] = mergeMessages([message('a', 1, 'read')], [message('a', 1, 'delivered')]);
    expect(outgoingStatus(read!)).toBe('read');
    const items = [message('a', 1)];
    for (const status of ['unseen', 'unread', 'read', 'unseen'] as const)
      applyStatusChange(items, {
        groupId: 'g',
        userId: 'shop',
        status,
        messageIds: ['a'],
        at: at(5),
      });
    expect(items[0]!.statusEvents['shop']!.events.map((e) => e.status)).toEqual([
      'delivered',
      'unseen',
      'unread',
      'read',
    ]);
    expect(outgoingStatus(items[0]!)).toBe('read');
  });
});
