import type { OrderDetail } from '@vitrine/contracts/orders';
import { DownloadFileButton } from '../../../components/download-file-button.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useDownloadOrderInvoiceMutation } from '../api/download-order-invoice.ts';

/** The order's invoice as a PDF: seller, buyer, items, taxes and totals. */
export function OrderInvoiceButton({ order }: { order: OrderDetail }) {
  // feedback: the browser saves the file (its download is the confirmation); a failure shows under the buttons
  const [download] = useDownloadOrderInvoiceMutation();
  return (
    <DownloadFileButton
      label="Download invoice (PDF)"
      download={() => download({ orderId: order.id, number: order.number }).unwrap()}
      failure="The invoice could not be downloaded."
      describeFailure={(error) => describeApiError(toApiError(error))}
    />
  );
}
