import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian's `coturn` package puts the server. */
export const TURNSERVER = process.env.TURNSERVER_PATH ?? 'turnserver';

/** Whether coturn is installed here (`turnserver` runs). */
export function coturnInstalled(): boolean {
  const probe = spawnSync(TURNSERVER, ['--help'], { stdio: 'ignore', timeout: 5_000 });
  return probe.error === undefined;
}

export type LocalCoturn = {
  /** The TURN URLs to hand out (UDP and TCP on the one port). */
  urls: string[];
  child: ChildProcess;
  stop: () => Promise<void>;
};

/**
 * A coturn of our own beside the app, for development and tests: TURN REST credentials
 * (`use-auth-secret` with `secret`), on `ip`:`port` for UDP and TCP, relaying from that address,
 * no TLS, no admin CLI, its database and pid file in a temporary folder. `allowLoopbackPeers`
 * lets two browsers on this machine relay to each other (coturn refuses loopback peers
 * otherwise: never in production). Resolves once coturn has opened its listeners.
 */
export async function startCoturn(options: {
  secret: string;
  port: number;
  ip?: string;
  realm?: string;
  allowLoopbackPeers?: boolean;
  log?: (line: string) => void;
}): Promise<LocalCoturn> {
  const ip = options.ip ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-coturn-'));
  const args = [
    '-n',
    `--listening-ip=${ip}`,
    `--relay-ip=${ip}`,
    `--listening-port=${options.port}`,
    '--use-auth-secret',
    `--static-auth-secret=${options.secret}`,
    `--realm=${options.realm ?? 'vitrine.local'}`,
    '--fingerprint',
    '--no-cli',
    '--no-tls',
    '--no-dtls',
    '--log-file=stdout',
    '--simple-log',
    `--pidfile=${path.join(dir, 'turnserver.pid')}`,
    `--db=${path.join(dir, 'turndb')}`,
    ...(options.allowLoopbackPeers ? ['--allow-loopback-peers'] : []),
  ];
  const child = spawn(TURNSERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`coturn did not start within 15 s:\n${output}`)),
        15_000,
      );
      const read = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        for (const line of text.split('\n')) if (line.trim()) options.log?.(line);
        if (output.includes('Total General servers')) {
          clearTimeout(timer);
          resolve();
        }
      };
      child.stdout.on('data', read);
      child.stderr.on('data', read);
      child.once('error', (error) => {
        clearTimeout(timer);
        reject(error);
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`coturn exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const host = ip.includes(':') ? `[${ip}]` : ip;
  return {
    urls: [
      `turn:${host}:${options.port}?transport=udp`,
      `turn:${host}:${options.port}?transport=tcp`,
    ],
    child,
    stop,
  };
}
