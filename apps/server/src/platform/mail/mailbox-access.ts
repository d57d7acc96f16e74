import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 (`::ffff:127.0.0.1`). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4) || address === '::1';
}

/**
 * Whether a header is one a proxy adds to say whom it forwards for: `Forwarded` and `Via`
 * (HTTP's own), any `X-Forwarded-*`, and the client-address headers of CDNs and load balancers
 * (`X-Real-IP`, `CF-Connecting-IP`, `True-Client-IP`, `X-Client-IP`, `Fastly-Client-IP`,
 * `X-Envoy-External-Address`…). Recognised by shape, not from a list of names, so a proxy not
 * named here is caught too: "forwarded" anywhere in the name, or a name ending in "ip",
 * "-addr" or "-address".
 */
export function isProxyHeader(name: string): boolean {
  const lower = name.toLowerCase();
  return lower === 'via' || lower.includes('forwarded') || /(ip|-addr|-address)$/.test(lower);
}

/**
 * Why this request may not read the mailbox, or undefined when it may. Only the socket's own
 * peer counts, never X-Forwarded-For (anyone can send that). A reverse proxy on this machine
 * makes every visitor's socket look local, so a request that carries any proxy header
 * (`isProxyHeader`) is refused too: it came through a proxy, from somewhere else.
 */
export function mailboxRefusal(request: FastifyRequest): string | undefined {
  if (!isLoopbackAddress(request.raw.socket.remoteAddress)) {
    return 'The dev mailbox answers only requests from this machine (loopback).';
  }
  if (Object.keys(request.headers).some(isProxyHeader)) {
    return 'The dev mailbox does not answer requests forwarded by a proxy.';
  }
  return undefined;
}
