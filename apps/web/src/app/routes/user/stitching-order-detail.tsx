import { data, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { razorpayOptions } from '../../../features/credits/api/razorpay-checkout.ts';
import { checkoutBrowser } from '../../../features/credits/hooks/use-credit-checkout.ts';
import { StitchingInvoiceDetailView } from '../../../features/stitching/components/stitching-invoice-detail.tsx';
import type { CheckoutBrowser } from '../../../features/stitching/hooks/use-stitching-checkout.ts';

/** The credits feature's checkout, for paying an invoice the same way a plan is paid. */
export const stitchingCheckoutBrowser: CheckoutBrowser = {
  leaveFor: (url) => checkoutBrowser.leaveFor(url),
  openRazorpay: async (checkout, events) => {
    const Razorpay = await checkoutBrowser.loadRazorpay();
    new Razorpay(razorpayOptions({ ...checkout, credits: 0 }, events)).open();
  },
};

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id cannot name an invoice: 404 before any request. */
export function stitchingOrderLoader({ params }: LoaderFunctionArgs): { invoiceId: string } {
  const id = params.id ?? '';
  if (!uuidPattern.test(id)) {
    throw data('This address does not name a stitching invoice. Check the link you followed.', {
      status: 404,
    });
  }
  return { invoiceId: id };
}

export function StitchingOrderDetailRoute() {
  const { invoiceId } = useLoaderData<typeof stitchingOrderLoader>();
  return (
    <>
      <PageHeader
        title="Stitching order"
        description="The invoice, your measurements, the payment and each production stage."
      />
      <StitchingInvoiceDetailView invoiceId={invoiceId} browser={stitchingCheckoutBrowser} />
    </>
  );
}
