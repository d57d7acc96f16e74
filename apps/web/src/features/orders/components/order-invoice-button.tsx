import type { OrderDetail } from '@vitrine/contracts/orders';
import { DownloadButtons } from '../../../components/download-buttons.tsx';
import { useDownloadOrderInvoiceMutation } from '../api/download-order-invoice.ts';

const pdf = [{ key: 'pdf', label: 'Download invoice (PDF)' }] as const;

/** The order's invoice as a PDF: seller, buyer, items, taxes and totals. */
export function OrderInvoiceButton({ order }: { order: OrderDetail }) {
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadOrderInvoiceMutation();
  return (
    <DownloadButtons
      choices={pdf}
      download={() => download({ orderId: order.id, number: order.number }).unwrap()}
      failure="The invoice could not be downloaded."
      size="sm"
    />
  );
}
