import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { seedCatalogue } from '../../seed/catalogue.ts';

/** Helpers for the catalogue's API tests (imported by *.test.ts only). */

/** A small deterministic catalogue: the first `shops` shops of the demo data, with few products each. */
export async function seedSmallCatalogue(app: FastifyInstance, shops = 40) {
  const result = await seedCatalogue(app.database.db, { shops, productsPerShop: [3, 6] });
  expect(result.seeded).toBe(true);
  return result;
}

/** An id no row has: a well-formed UUID for 404 checks. */
export const NO_SUCH_ID = '00000000-0000-4000-8000-000000000000';

/** The status of a GET. */
export async function statusOf(app: FastifyInstance, url: string): Promise<number> {
  return (await app.inject({ method: 'GET', url })).statusCode;
}

/** GET that must answer 400: the field its first error names. */
export async function fieldOf400(app: FastifyInstance, url: string): Promise<string> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, url).toBe(400);
  return response.json().error.details[0].field as string;
}

/** GET a JSON endpoint and insist on 200. */
export async function getJson<T>(app: FastifyInstance, url: string): Promise<T> {
  const response = await app.inject({ method: 'GET', url });
  expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
  return response.json() as T;
}

/** Every item of a paged list, page by page (limit 100). */
export async function allItems<T>(app: FastifyInstance, url: string): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; ; page++) {
    const separator = url.includes('?') ? '&' : '?';
    const body = await getJson<{ items: T[]; total: number }>(
      app,
      `${url}${separator}limit=100&page=${page}`,
    );
    items.push(...body.items);
    if (body.items.length === 0 || items.length >= body.total) return items;
  }
}

/** RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF), after an optional byte-order mark. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const input = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && input[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** The first sheet of an XLSX file as rows of cell values (header row included). */
export async function readXlsx(body: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => {
    const values = row.values as unknown[];
    rows.push(values.slice(1));
  });
  return rows;
}
