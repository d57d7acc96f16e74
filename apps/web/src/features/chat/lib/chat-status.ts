import {
  CHAT_STATUS_ORDER,
  type ChatMessage,
  type ChatStatus,
  type ChatStatusesChanged,
} from '@vitrine/contracts/chat';

const rank = (status: ChatStatus) => CHAT_STATUS_ORDER.indexOf(status);

/** Messages in the order they were sent (ties by id), each once. */
export function mergeMessages(held: ChatMessage[], incoming: ChatMessage[]): ChatMessage[] {
  const byId = new Map(held.map((message) => [message.id, message]));
  for (const message of incoming) {
    const known = byId.get(message.id);
    byId.set(message.id, known ? newerStatuses(known, message) : message);
  }
  return [...byId.values()].sort(
    (x, y) => x.timestamp.localeCompare(y.timestamp) || x.id.localeCompare(y.id),
  );
}

/** Whichever copy has each recipient further along (statuses never go back on screen either). */
function newerStatuses(known: ChatMessage, incoming: ChatMessage): ChatMessage {
  const statusEvents = { ...known.statusEvents };
  for (const [userId, entry] of Object.entries(incoming.statusEvents)) {
    const held = statusEvents[userId];
    if (!held || rank(entry.status) > rank(held.status)) statusEvents[userId] = entry;
  }
  return { ...known, statusEvents };
}

/** Applies a receipt to the sender's copy of its messages, forward only. */
export function applyStatusChange(messages: ChatMessage[], change: ChatStatusesChanged): void {
  const ids = new Set(change.messageIds);
  for (const message of messages) {
    if (!ids.has(message.id)) continue;
    const held = message.statusEvents[change.userId];
    if (held && rank(held.status) >= rank(change.status)) continue;
    message.statusEvents[change.userId] = {
      status: change.status,
      timestamp: change.at,
      events: [...(held?.events ?? []), { status: change.status, at: change.at }],
    };
  }
}

/**
 * What the sender's tick shows: the least advanced recipient's status (a group has one
 * partner today; with more, "read" means read by all).
 */
export function outgoingStatus(message: ChatMessage): ChatStatus {
  const statuses = Object.values(message.statusEvents).map((entry) => entry.status);
  if (statuses.length === 0) return 'delivered';
  return statuses.reduce((low, status) => (rank(status) < rank(low) ? status : low));
}

/** Whether my copy of someone else's message is before `status`. */
export const isBefore = (message: ChatMessage, userId: string, status: ChatStatus) => {
  const mine = message.statusEvents[userId];
  return mine !== undefined && rank(mine.status) < rank(status);
};
