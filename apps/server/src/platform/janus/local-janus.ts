import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Where Debian's `janus` package puts the server, its plugins and its transports. */
export const JANUS = process.env.JANUS_PATH ?? 'janus';
const LIB = process.env.JANUS_LIB_DIR ?? '/usr/lib/x86_64-linux-gnu/janus';

/** Whether Janus is installed here (`janus --version` runs; it exits with 1 after printing it). */
export function janusInstalled(): boolean {
  const probe = spawnSync(JANUS, ['--version'], { encoding: 'utf8', timeout: 5_000 });
  return probe.error === undefined && /Janus version/.test(probe.stdout ?? '');
}

export type LocalJanus = {
  /** The WebSocket address of its Janus API (`ws://ip:port`), for janode and browsers. */
  url: string;
  /** The key the VideoRoom plugin asks for before it creates a room. */
  adminKey: string;
  child: ChildProcess;
  stop: () => Promise<void>;
};

// Everything but the VideoRoom plugin and the WebSocket transport stays off.
const OTHER_PLUGINS = [
  'audiobridge',
  'duktape',
  'echotest',
  'lua',
  'nosip',
  'recordplay',
  'sip',
  'streaming',
  'textroom',
  'videocall',
  'voicemail',
].map((name) => `libjanus_${name}.so`);
const OTHER_TRANSPORTS = ['http', 'mqtt', 'nanomsg', 'pfunix', 'rabbitmq'].map(
  (name) => `libjanus_${name}.so`,
);

/**
 * A Janus of our own beside the app, for development and tests: the VideoRoom plugin only
 * (rooms made through the API with `adminKey`, none from the configuration), the Janus API over
 * WebSocket on `ip`:`port` and no admin API, its configuration in a temporary folder. Media
 * goes over the machine's interfaces (RTP ports from `rtpPorts`). Resolves once its WebSocket
 * transport listens.
 */
export async function startJanus(options: {
  port: number;
  adminKey: string;
  ip?: string;
  rtpPorts?: string;
  log?: (line: string) => void;
}): Promise<LocalJanus> {
  const ip = options.ip ?? '127.0.0.1';
  const dir = mkdtempSync(path.join(tmpdir(), 'vitrine-janus-'));
  const quote = (value: string) => JSON.stringify(value);
  writeFileSync(
    path.join(dir, 'janus.jcfg'),
    `general: {
  configs_folder = ${quote(dir)}
  plugins_folder = ${quote(path.join(LIB, 'plugins'))}
  transports_folder = ${quote(path.join(LIB, 'transports'))}
  events_folder = ${quote(path.join(LIB, 'events'))}
  loggers_folder = ${quote(path.join(LIB, 'loggers'))}
  debug_level = 4
  server_name = "vitrine-janus"
}
certificates: {}
media: {
  rtp_port_range = ${quote(options.rtpPorts ?? '20000-40000')}
}
nat: {
  ice_ignore_list = "vmnet"
}
plugins: {
  disable = ${quote(OTHER_PLUGINS.join(','))}
}
transports: {
  disable = ${quote(OTHER_TRANSPORTS.join(','))}
}
loggers: {
  disable = "libjanus_jsonlog.so"
}
events: {
  broadcast = false
}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.transport.websockets.jcfg'),
    `general: {
  json = "compact"
  ws = true
  ws_port = ${options.port}
  ws_ip = ${quote(ip)}
  wss = false
}
admin: {
  admin_ws = false
  admin_wss = false
}
`,
  );
  writeFileSync(
    path.join(dir, 'janus.plugin.videoroom.jcfg'),
    `general: {
  admin_key = ${quote(options.adminKey)}
  string_ids = false
}
`,
  );
  const child = spawn(
    JANUS,
    ['--config', path.join(dir, 'janus.jcfg'), '--configs-folder', dir, '--disable-colors'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      // Janus can stall on its way out (a thread still starting): it has 5 s, then is killed.
      const kill = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(kill);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await new Promise<void>((resolve, reject) => {
      let output = '';
      const timer = setTimeout(
        () => reject(new Error(`Janus did not start within 20 s:\n${output}`)),
        20_000,
      );
      const read = (chunk: Buffer) => {
        const text = chunk.toString();
        output += text;
        for (const line of text.split('\n')) if (line.trim()) options.log?.(line);
        if (
          /Websockets server started \(port \d+\)/i.test(output) &&
          output.includes('WebSockets thread started')
        ) {
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
        reject(new Error(`Janus exited with ${code}:\n${output}`));
      });
    });
  } catch (error) {
    await stop();
    throw error;
  }
  const host = ip.includes(':') ? `[${ip}]` : ip;
  return { url: `ws://${host}:${options.port}`, adminKey: options.adminKey, child, stop };
}
