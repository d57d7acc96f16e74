import { PassThrough, Readable } from 'node:stream';
import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { AppError } from './app-error.ts';

export type ExportColumn<T> = {
  header: string;
  value: (item: T) => string | number | boolean | null;
};

const contentTypes: Record<DownloadFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** A cell starting with = + - @ (or a tab or CR) would run as a formula in a spreadsheet. */
const neutralise = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

const cellText = (value: string | number | boolean | null) =>
  value === null ? '' : typeof value === 'string' ? neutralise(value) : String(value);

/**
 * The rows an export reads: one more than the cap, so a list over the cap is refused after
 * reading at most `maxRows + 1` rows, never the whole table.
 */
export const exportWindow = (maxRows: number) => ({ limit: maxRows + 1, offset: 0 });

/** Ditto, for repositories that take a 1-based page. */
export const exportPage = (maxRows: number) => ({ page: 1, limit: maxRows + 1 });

const tooManyRows = (maxRows: number) =>
  new AppError(
    'VALIDATION_FAILED',
    `download: at most ${maxRows.toLocaleString('en')} rows can be downloaded at once; narrow the filters and try again.`,
    [
      {
        field: 'download',
        message: `at most ${maxRows.toLocaleString('en')} rows can be downloaded at once`,
      },
    ],
  );

function csvStream<T>(columns: ExportColumn<T>[], items: T[]): Readable {
  const stringifier = stringify({
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // A byte-order mark so spreadsheet programs read UTF-8 correctly.
    bom: true,
  });
  const rows = Readable.from(
    (function* () {
      for (const item of items) yield columns.map((column) => cellText(column.value(item)));
    })(),
  );
  rows.on('error', (error) => stringifier.destroy(error));
  return rows.pipe(stringifier);
}

function xlsxStream<T>(name: string, columns: ExportColumn<T>[], items: T[]): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true });
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((column) => ({
    header: column.header,
    width: Math.min(60, Math.max(10, column.header.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  void (async () => {
    for (const [index, item] of items.entries()) {
      sheet.addRow(columns.map((column) => column.value(item))).commit();
      // Let the zip stream drain now and then instead of queueing the whole sheet.
      if (index % 500 === 499) await new Promise<void>((resolve) => setImmediate(resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/**
 * Sends the list as a CSV or XLSX attachment named `<name>-<yyyy-mm-dd>.<format>`, written as it
 * is sent. `items` holds at most `maxRows + 1` rows (read with `exportWindow`); more than
 * `maxRows` is a 400 naming the cap, answered before anything is streamed.
 */
export async function sendExport<T>(
  reply: FastifyReply,
  options: {
    format: DownloadFormat;
    name: string;
    columns: ExportColumn<T>[];
    items: T[];
    maxRows: number;
  },
) {
  const { format, name, columns, items, maxRows } = options;
  if (items.length > maxRows) throw tooManyRows(maxRows);
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.${format}`;
  const body = format === 'csv' ? csvStream(columns, items) : xlsxStream(name, columns, items);
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
