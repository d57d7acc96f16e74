import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { connect } from 'node:net';

const MAGIC_COOKIE = 0x2112a442;
const BINDING_REQUEST = 0x0001;
const BINDING_SUCCESS = 0x0101;

/** A STUN Binding request (RFC 8489): 20 bytes of header, no attributes. */
function bindingRequest(transactionId: Buffer): Buffer {
  const message = Buffer.alloc(20);
  message.writeUInt16BE(BINDING_REQUEST, 0);
  message.writeUInt16BE(0, 2);
  message.writeUInt32BE(MAGIC_COOKIE, 4);
  transactionId.copy(message, 8);
  return message;
}

const isAnswerTo = (message: Buffer, transactionId: Buffer) =>
  message.length >= 20 &&
  message.readUInt16BE(0) === BINDING_SUCCESS &&
  message.readUInt32BE(4) === MAGIC_COOKIE &&
  message.subarray(8, 20).equals(transactionId);

/** Host, port and transport of a `turn:`/`turns:` URL (3478, or 5349 for turns:, by default). */
export function turnAddress(url: string): { host: string; port: number; transport: 'udp' | 'tcp' } {
  const match = /^(turns?):(\[[^\]]+\]|[^:?]+)(?::(\d+))?(?:\?transport=(udp|tcp))?$/.exec(url);
  if (!match) throw new Error(`not a TURN URL: ${url}`);
  const secure = match[1] === 'turns';
  const host = (match[2] ?? '').replace(/^\[|\]$/g, '');
  const port = match[3] ? Number(match[3]) : secure ? 5349 : 3478;
  const transport = secure || match[4] === 'tcp' ? 'tcp' : 'udp';
  return { host, port, transport };
}

/**
 * Whether the TURN server at `url` answers: a STUN Binding request over UDP (coturn answers it
 * without credentials), or for a TCP or TLS address, that it accepts a connection. False after
 * `timeoutMs` without an answer.
 */
export function turnReachable(url: string, timeoutMs = 1_000): Promise<boolean> {
  const { host, port, transport } = turnAddress(url);
  if (transport === 'tcp') {
    return new Promise((resolve) => {
      const socket = connect({ host, port });
      const done = (ok: boolean) => {
        socket.destroy();
        resolve(ok);
      };
      socket.setTimeout(timeoutMs, () => done(false));
      socket.once('connect', () => done(true));
      socket.once('error', () => done(false));
    });
  }
  return new Promise((resolve) => {
    const transactionId = randomBytes(12);
    const socket = createSocket(host.includes(':') ? 'udp6' : 'udp4');
    const done = (ok: boolean) => {
      clearTimeout(timer);
      socket.close();
      resolve(ok);
    };
    const timer = setTimeout(() => done(false), timeoutMs);
    socket.on('message', (message) => {
      if (isAnswerTo(message, transactionId)) done(true);
    });
    socket.on('error', () => done(false));
    socket.send(bindingRequest(transactionId), port, host);
  });
}
