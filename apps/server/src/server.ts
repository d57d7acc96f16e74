// First, before any other module is loaded: the process's V8 flags.
import './platform/gc-flags.ts';
import { randomBytes } from 'node:crypto';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError, lockDataDir } from './platform/lib/data-dir-lock.ts';
import { janusInstalled, startJanus, type LocalJanus } from './platform/janus/index.ts';
import { coturnInstalled, startCoturn, type LocalCoturn } from './platform/turn/index.ts';

/** Starts the server and shuts it down gracefully: stop accepting, finish in-flight work, close sockets and the database. */
async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let releaseLock = () => {};
  if (!config.databaseUrl) {
    try {
      releaseLock = lockDataDir(config.dataDir);
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }

  // Outside production with no relay configured, a local coturn when installed (TURN_LOCAL).
  let localTurn: LocalCoturn | undefined;
  let turnNote = '';
  if (config.turnLocal.enabled && coturnInstalled()) {
    const secret = randomBytes(24).toString('base64url');
    try {
      localTurn = await startCoturn({
        secret,
        port: config.turnLocal.port,
        allowLoopbackPeers: true,
      });
      config = { ...config, turn: { urls: localTurn.urls, secret } };
      turnNote = `meeting calls relay through a local coturn on 127.0.0.1:${config.turnLocal.port}`;
    } catch (error) {
      turnNote = `a local coturn did not start (${(error as Error).message.split('\n')[0]})`;
    }
  }

  // Outside production with no Janus configured, a local one when installed (JANUS_LOCAL).
  let localJanus: LocalJanus | undefined;
  let janusNote = '';
  if (config.janusLocal.enabled && janusInstalled()) {
    try {
      localJanus = await startJanus({
        port: config.janusLocal.port,
        adminKey: randomBytes(24).toString('base64url'),
      });
      config = {
        ...config,
        janus: { url: localJanus.url, publicUrl: localJanus.url, adminKey: localJanus.adminKey },
      };
      janusNote = `meetings of more than ${config.meetTransport.sfuAbove} go through a local Janus at ${localJanus.url}`;
    } catch (error) {
      janusNote = `a local Janus did not start (${(error as Error).message.split('\n')[0]})`;
    }
  }
  const stopLocal = async () => {
    await localTurn?.stop();
    await localJanus?.stop();
  };

  const app = await buildApp(config);
  if (turnNote) app.log.info(turnNote);
  if (janusNote) app.log.info(janusNote);
  if (!config.turn) {
    app.log.warn(
      'No TURN relay (TURN_URLS, TURN_SECRET): meeting calls connect only where the browsers reach each other directly; calls across networks need TURN (see docs/configuration.md).',
    );
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s, exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
    } finally {
      await stopLocal();
      releaseLock();
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  try {
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    app.log.error(error);
    await app.close().catch(() => {});
    await stopLocal();
    releaseLock();
    process.exit(1);
  }
}

void main();
