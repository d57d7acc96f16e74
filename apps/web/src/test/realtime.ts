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

/**
 * Stands in for the socket coming back after a drop: once the tab listens for reconnects, the
 * socket says it is connected, as socket.io-client does.
 */
export async function socketReconnects(): Promise<void> {
  const socket = connectSocket('test-token');
  // Once the tab's live listeners (which listen for reconnects too) are in place.
  await vi.waitFor(() => expect(socket.listeners('entity:changed').length).toBeGreaterThan(0), {
    timeout: 10_000,
  });
  (socket as unknown as { emitReserved(event: string): void }).emitReserved('connect');
}

/** Closes the stand-in socket (after each test). */
export const closeTestSocket = disconnectSocket;
