import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

const forwardingHeaders = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Why this request may not read the mailbox, or undefined when it may. Only the socket's own
 * peer counts, never X-Forwarded-For (anyone can send that). A reverse proxy on this machine
 * makes every visitor's socket look local, so a request that carries forwarding headers is
 * refused too: it came through a proxy, from somewhere else.
 */
export function mailboxRefusal(request: FastifyRequest): string | undefined {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) {
    return 'The dev mailbox answers only requests from this machine (loopback).';
  }
  if (forwardingHeaders.some((name) => request.headers[name] !== undefined)) {
    return 'The dev mailbox does not answer requests forwarded by a proxy.';
  }
  return undefined;
}
