import PDFDocument from 'pdfkit';
import { earningKindLabels, type Statement } from '@vitrine/contracts/earnings';

/** `INR 1,23,456.78` (Helvetica has no rupee sign); negative amounts keep their minus. */
export function formatInr(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const rupees = Math.floor(abs / 100).toLocaleString('en-IN');
  return `INR ${sign}${rupees}.${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
export const monthName = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;

/** The month's statement as a one-page A4 PDF, built in memory (a few kilobytes). */
export function statementPdf(statement: Statement): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `Statement ${statement.month}` },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.font('Helvetica-Bold').fontSize(18).text('Vitrine - shop earnings statement');
  doc.moveDown(0.3).font('Helvetica').fontSize(11);
  doc.text(`${statement.shopName}`);
  doc.text(`Period: ${monthName(statement.month)} (UTC)`);
  doc.moveDown();

  const row = (label: string, value: string, bold = false) => {
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').text(label, 50, y, { width: 300 });
    doc.text(value, 350, y, { width: 195, align: 'right' });
  };
  doc.font('Helvetica-Bold').fontSize(12).text('Summary');
  doc.moveDown(0.3).fontSize(11);
  row('Earnings (gross, after refunds)', formatInr(statement.gross));
  row('Platform commission', formatInr(-statement.commission));
  row('GST on commission (18%, invoiced separately)', formatInr(statement.gstOnCommission));
  row('Payment provider fees', formatInr(-statement.fees));
  row('Net earnings', formatInr(statement.net), true);
  row(`Payouts paid (${statement.payoutCount})`, formatInr(statement.payoutsPaid));
  doc.moveDown();

  doc.font('Helvetica-Bold').fontSize(12).text('By kind', 50);
  doc.moveDown(0.3).fontSize(10);
  if (statement.byKind.length === 0) doc.font('Helvetica').text('Nothing was earned this month.');
  for (const k of statement.byKind) {
    row(
      `${earningKindLabels[k.kind]} (${k.count})`,
      `${formatInr(k.gross)} gross, ${formatInr(k.net)} net`,
    );
  }
  doc.moveDown(2).font('Helvetica').fontSize(8).fillColor('#444444');
  doc.text(
    'Amounts are in Indian rupees. Commission and fees are deducted before payout; GST on the ' +
      'commission is invoiced by Vitrine and shown for your input tax credit. Reversals (refunds ' +
      'and returns) appear as negative amounts in the month they happened.',
    50,
  );
  doc.end();
  return done;
}
