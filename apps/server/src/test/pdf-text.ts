/**
 * The text lines of an uncompressed PDF as pdfkit writes them (`[<hex> kern <hex>] TJ`), in
 * the order drawn: enough to read an invoice back in a test without a PDF library.
 */
export function pdfText(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/\[((?:<[0-9a-f]*>|\s|-?[\d.]+)*)\] TJ/gi)].map(([, array]) =>
    [...array!.matchAll(/<([0-9a-f]*)>/gi)]
      .map(([, hex]) => Buffer.from(hex!, 'hex').toString('latin1'))
      .join(''),
  );
}
