import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { bearer } from '../../test/accounts.ts';
import type { createFakeClock } from '../../test/fake-clock.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The app a sales route test drives (built before its tests, closed after them), on `clock`,
 * with sign-ins unthrottled and no background reconciliation of payments: `t.app` in a test.
 */
export function useSalesTestApp(clock: ReturnType<typeof createFakeClock>) {
  let built: TestApp | undefined;
  beforeAll(async () => {
    built = await createTestApp(
      { AUTH_RATE_LIMIT_MAX: '100000', PAYMENT_RECONCILE_INTERVAL_MS: '0' },
      { clock: clock.now },
    );
    clock.setApp(built.app);
  });
  afterAll(() => built?.close());
  return {
    get app(): FastifyInstance {
      return built!.app;
    },
  };
}

/** A CSV download's first column, under its header (the BOM and CRLF lines taken off). */
export const csvFirstColumn = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[0]);

/** An XLSX download's first column, under its header. */
export async function xlsxFirstColumn(payload: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as never);
  const values: string[] = [];
  workbook.worksheets[0]!.eachRow((row, index) => {
    if (index > 1) values.push(String(row.getCell(1).value));
  });
  return values;
}

/**
 * A list's two downloads (`download(format)` asks for one) answer 200 and hold exactly `rows`,
 * in order, in their first column.
 */
export async function expectDownloadedRows(
  download: (format: 'csv' | 'xlsx') => Promise<{
    statusCode: number;
    body: string;
    rawPayload: Buffer;
  }>,
  rows: string[],
) {
  const csv = await download('csv');
  expect(csv.statusCode).toBe(200);
  expect(csvFirstColumn(csv.body)).toEqual(rows);
  const xlsx = await download('xlsx');
  expect(xlsx.statusCode).toBe(200);
  expect(await xlsxFirstColumn(xlsx.rawPayload)).toEqual(rows);
}

/** The bodies of the user's latest 100 notifications. */
export async function notificationBodies(app: FastifyInstance, token: string) {
  const res = await app.inject({
    method: 'GET',
    url: '/api/v1/notifications?limit=100',
    headers: bearer(token),
  });
  return (res.json() as { items: { body: string }[] }).items.map((n) => n.body);
}

/** The subjects of the mails sent to `email` so far (the dev mailbox). */
export async function mailSubjects(app: FastifyInstance, email: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/mailbox?to=${encodeURIComponent(email)}`,
  });
  return (res.json() as { items: { subject: string }[] }).items.map((m) => m.subject);
}
