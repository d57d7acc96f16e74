/**
 * The writer of `npm run bench:search`'s live-index runs, in its own process as another instance
 * would be: changes `perSecond` random shops a second (rating, count and verified, so the
 * featured and rating orders move) through updateShop, each in its own transaction with its
 * `shop:changed` event, at most 20 in flight, until told to stop; then reports how many committed.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/client.ts';
import { rawRows } from '../apps/server/src/platform/db/raw-rows.ts';
import { updateShop } from '../apps/server/src/modules/catalogue/index.ts';

export type WriterStart = { databaseUrl: string; perSecond: number };
export type WriterReport = { done: number; seconds: number; error?: string };

process.once('message', async ({ databaseUrl, perSecond }: WriterStart) => {
  const database = await openDatabase(
    loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vitrine-bench-writer-')),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomBytes(32).toString('base64url'),
      LOG_LEVEL: 'silent',
    }),
  );
  const ids = (await rawRows<{ id: string }>(database.db, sql`select id::text from shop`)).map(
    (row) => row.id,
  );
  let done = 0;
  let started = 0;
  let inFlight = 0;
  let failure: string | undefined;
  const write = async () => {
    inFlight++;
    try {
      const id = ids[Math.floor(Math.random() * ids.length)]!;
      await database.db.transaction((tx) =>
        updateShop(tx, id, {
          ratingAverage: Math.round(Math.random() * 50) / 10,
          ratingCount: Math.floor(Math.random() * 500),
          verified: Math.random() < 0.5,
        }),
      );
      done++;
    } catch (error) {
      failure = String(error);
    } finally {
      inFlight--;
    }
  };
  const begun = performance.now();
  const timer = setInterval(() => {
    const due = Math.floor(((performance.now() - begun) / 1000) * perSecond);
    while (started < due && inFlight < 20) {
      started++;
      void write();
    }
  }, 5);
  process.send!('started');
  process.once('message', async () => {
    clearInterval(timer);
    const seconds = (performance.now() - begun) / 1000;
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    await database.close();
    process.send!({ done, seconds, error: failure } satisfies WriterReport, () => process.exit(0));
  });
});
