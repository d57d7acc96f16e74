import type { ServerToClientEvents } from '@vitrine/contracts/realtime';
import { expect, vi } from 'vitest';
import { connectSocket, disconnectSocket } from '../lib/socket.ts';

/**
 * Stands in for the server: once the tab listens for `event`, hands it `payload` the way
 * socket.io-client hands on an incoming event packet. The socket never reaches a server.
 */
export async function serverSends<E extends keyof ServerToClientEvents>(
  event: E,
  payload: Parameters<ServerToClientEvents[E]>[0],
): Promise<void> {
  const socket = connectSocket('test-token');
  // The listeners join after the signed-in header's and the socket module's lazy imports.
  await vi.waitFor(() => expect(socket.listeners(event).length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  (socket as unknown as { emitEvent(args: unknown[]): void }).emitEvent([event, payload]);
}

/** Closes the stand-in socket (after each test). */
export const closeTestSocket = disconnectSocket;
