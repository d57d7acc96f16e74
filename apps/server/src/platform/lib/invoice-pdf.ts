import { findCurrency } from '@vitrine/contracts/money-words';
import PDFDocument from 'pdfkit';
import { z } from 'zod';

/** The OpenAPI answer of an operation that sends a PDF file. */
export const pdfFileSchema = z
  .custom<Buffer>((value) => Buffer.isBuffer(value))
  .meta({ type: 'string', format: 'binary', description: 'A PDF document (application/pdf)' });

/** A party on an invoice: its name and the lines under it (address, email). */
export type InvoiceParty = { name: string; lines: string[] };

/** What an invoice PDF shows; amounts in minor units of `currency`. */
export type InvoiceDocument = {
  /** "Tax invoice", "Stitching invoice". */
  title: string;
  number: string;
  /** Label and value pairs under the number: order number, dates, payment status. */
  facts: [string, string][];
  seller: InvoiceParty;
  buyer: InvoiceParty;
  shipTo?: InvoiceParty;
  currency: string;
  items: { description: string; quantity: number; unitPrice: number; amount: number }[];
  /** The rows above the total (subtotal, shipping, taxes). */
  totals: { label: string; amount: number }[];
  total: number;
  totalInWords: string;
  notes?: string;
};

/**
 * An amount as an invoice prints it: "INR 1,234.00" (Indian grouping for rupees). The built-in
 * Helvetica has no rupee sign, so the code stands for the symbol.
 */
export function invoiceMoney(minor: number, currency: string): string {
  const digits = findCurrency(currency)?.minorUnitDigits ?? 2;
  const format = new Intl.NumberFormat(currency.toUpperCase() === 'INR' ? 'en-IN' : 'en', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${currency.toUpperCase()} ${format.format(minor / 10 ** digits)}`;
}

/** A day as an invoice prints it ("24 Nov 2026"), in the seller's time zone. */
export const invoiceDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone,
  }).format(at);

const MARGIN = 50;
const GREY = '#555555';

/**
 * Renders an invoice as an A4 PDF with the built-in Helvetica (no font files to ship). Streams
 * are left uncompressed: an invoice is a few kilobytes either way, and its text stays searchable
 * by simple tools (and tests).
 */
export function renderInvoicePdf(invoice: InvoiceDocument): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    compress: false,
    info: { Title: `${invoice.title} ${invoice.number}`, Author: invoice.seller.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - 2 * MARGIN;
  const money = (minor: number) => invoiceMoney(minor, invoice.currency);

  doc.font('Helvetica-Bold').fontSize(20).text(invoice.title, MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(10).fillColor(GREY).text(`No. ${invoice.number}`);
  for (const [label, value] of invoice.facts) doc.text(`${label}: ${value}`);
  doc.fillColor('black').moveDown();

  // Seller, buyer and (for goods) the delivery address side by side.
  const parties: [string, InvoiceParty][] = [
    ['Sold by', invoice.seller],
    ['Billed to', invoice.buyer],
    ...(invoice.shipTo ? [['Ship to', invoice.shipTo] as [string, InvoiceParty]] : []),
  ];
  const columnWidth = width / parties.length;
  const top = doc.y;
  let bottom = top;
  parties.forEach(([heading, party], index) => {
    const x = MARGIN + index * columnWidth;
    doc
      .font('Helvetica-Bold')
      .fontSize(9)
      .fillColor(GREY)
      .text(heading.toUpperCase(), x, top, {
        width: columnWidth - 10,
      });
    doc
      .font('Helvetica-Bold')
      .fontSize(10)
      .fillColor('black')
      .text(party.name, {
        width: columnWidth - 10,
      });
    doc.font('Helvetica');
    for (const line of party.lines) doc.text(line, { width: columnWidth - 10 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 20;

  // Items: description, quantity, unit price, amount.
  const columns = [
    { header: 'Item', x: MARGIN, width: width * 0.46, align: 'left' as const },
    { header: 'Qty', x: MARGIN + width * 0.46, width: width * 0.1, align: 'right' as const },
    {
      header: 'Unit price',
      x: MARGIN + width * 0.56,
      width: width * 0.22,
      align: 'right' as const,
    },
    { header: 'Amount', x: MARGIN + width * 0.78, width: width * 0.22, align: 'right' as const },
  ];
  const row = (cells: string[], bold = false) => {
    if (doc.y > doc.page.height - MARGIN - 120) doc.addPage();
    const y = doc.y;
    let next = y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    cells.forEach((cell, index) => {
      const column = columns[index]!;
      doc.text(cell, column.x, y, { width: column.width - 6, align: column.align });
      next = Math.max(next, doc.y);
    });
    doc.y = next + 4;
  };
  row(
    columns.map((c) => c.header),
    true,
  );
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#999999')
    .stroke();
  doc.y += 4;
  for (const item of invoice.items) {
    row([item.description, String(item.quantity), money(item.unitPrice), money(item.amount)]);
  }
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .stroke();
  doc.y += 6;

  const labelX = MARGIN + width * 0.46;
  const labelWidth = width * 0.32 - 6;
  const amountX = MARGIN + width * 0.78;
  const amountWidth = width * 0.22 - 6;
  const totalRow = (label: string, amount: number, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 11 : 10);
    doc.text(label, labelX, y, { width: labelWidth, align: 'right' });
    doc.text(money(amount), amountX, y, { width: amountWidth, align: 'right' });
    doc.y = Math.max(doc.y, y) + 2;
  };
  for (const line of invoice.totals) totalRow(line.label, line.amount);
  totalRow('Total', invoice.total, true);

  doc.moveDown().font('Helvetica').fontSize(10).fillColor('black');
  doc.text(`Amount in words: ${invoice.totalInWords}`, MARGIN, doc.y, { width });
  if (invoice.notes) {
    doc.moveDown().fillColor(GREY).text(`Notes: ${invoice.notes}`, { width });
  }
  doc
    .moveDown(2)
    .fontSize(8)
    .fillColor(GREY)
    .text('Issued through Vitrine. This is a computer-generated invoice; no signature is needed.', {
      width,
    });
  doc.end();
  return done;
}
