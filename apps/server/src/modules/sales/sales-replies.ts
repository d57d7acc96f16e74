import type { DownloadFormat } from '@vitrine/contracts/list-query';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { exportWindow, sendExport, type ExportColumn } from '../../platform/lib/list-export.ts';
import { pageWindow, type Page } from '../../platform/lib/paging.ts';

/** The page a list answers, as its query asked for it. */
export type PageQuery = { page: number; limit: number };

/**
 * A sales list's answer: the page its query asks for, or with `download` every row the filters
 * pick as a file (CSV or XLSX, at most the configured number of rows; more is refused).
 */
export async function pageOrDownload<T, P extends { items: T[] }>(
  app: FastifyInstance,
  reply: FastifyReply,
  query: PageQuery & { download?: DownloadFormat },
  file: { name: string; columns: ExportColumn<T>[] },
  list: (window: Page, page: PageQuery) => Promise<P>,
) {
  const { download, page, limit } = query;
  if (!download) return list(pageWindow({ page, limit }), { page, limit });
  const { maxRows } = app.config.downloads;
  const rows = await list(exportWindow(maxRows), { page: 1, limit: maxRows });
  return sendExport(reply, {
    maxRows,
    format: download,
    name: file.name,
    columns: file.columns,
    items: rows.items,
  });
}

/** A document's invoice PDF, sent as a download under its file name. */
export async function sendPdf(
  reply: FastifyReply,
  invoice: Promise<{ fileName: string; pdf: Buffer }>,
) {
  const { fileName, pdf } = await invoice;
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(pdf);
}

/** A document the shop just made: 201 with its detail. */
export const sendCreated = async (reply: FastifyReply, detail: Promise<unknown>) =>
  reply.status(201).send(await detail);
