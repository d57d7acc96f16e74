import type { DownloadFormat } from '@vitrine/contracts/list-query';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

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

/** Sends the whole list as a CSV or XLSX attachment named `<name>-<yyyy-mm-dd>.<format>`. */
export async function sendExport<T>(
  reply: FastifyReply,
  options: { format: DownloadFormat; name: string; columns: ExportColumn<T>[]; items: T[] },
) {
  const { format, name, columns, items } = options;
  const filename = `${name}-${new Date().toISOString().slice(0, 10)}.${format}`;
  let body: Buffer;
  if (format === 'csv') {
    const text = stringify(
      items.map((item) => columns.map((column) => cellText(column.value(item)))),
      {
        header: true,
        columns: columns.map((column) => column.header),
        record_delimiter: 'windows',
      },
    );
    // A byte-order mark so spreadsheet programs read UTF-8 correctly.
    body = Buffer.from(`\uFEFF${text}`, 'utf8');
  } else {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(name);
    sheet.columns = columns.map((column) => ({
      header: column.header,
      width: Math.min(60, Math.max(10, column.header.length + 2)),
    }));
    sheet.getRow(1).font = { bold: true };
    sheet.views = [{ state: 'frozen', ySplit: 1 }];
    for (const item of items) sheet.addRow(columns.map((column) => column.value(item)));
    body = Buffer.from(await workbook.xlsx.writeBuffer());
  }
  return reply
    .header('content-type', contentTypes[format])
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(body);
}
