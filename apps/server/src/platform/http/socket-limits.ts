import type { IncomingMessage } from 'node:http';

/**
 * The client's address as Fastify reads it: with TRUST_PROXY the first X-Forwarded-For entry
 * (what the proxy in front says), otherwise the connection's own address.
 */
export function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  if (trustProxy && first) return first;
  return request.socket.remoteAddress ?? 'unknown';
}

/**
 * Counts the sockets open per user and per address, and refuses one more past a cap. A slot is
 * taken and its counts raised in one synchronous step, so handshakes arriving together cannot
 * pass the cap between them; `release` gives it back (once, however often it is called).
 */
export function createSocketLimits(caps: { perUser: number; perAddress: number }) {
  const byUser = new Map<string, number>();
  const byAddress = new Map<string, number>();
  const add = (counts: Map<string, number>, key: string, step: number) => {
    const next = (counts.get(key) ?? 0) + step;
    if (next > 0) counts.set(key, next);
    else counts.delete(key);
  };
  return {
    /** Whether the address already holds as many sockets as it may (checked before any work). */
    addressFull: (address: string) => (byAddress.get(address) ?? 0) >= caps.perAddress,
    /** Takes a slot for a user's socket from an address; null when either is at its cap. */
    take(address: string, userId: string): (() => void) | null {
      if ((byAddress.get(address) ?? 0) >= caps.perAddress) return null;
      if ((byUser.get(userId) ?? 0) >= caps.perUser) return null;
      add(byAddress, address, 1);
      add(byUser, userId, 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        add(byAddress, address, -1);
        add(byUser, userId, -1);
      };
    },
  };
}
