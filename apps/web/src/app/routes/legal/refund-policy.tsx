import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/refund-policy.md?raw';
import { WithPricingFigures } from '../../../features/pricing/components/with-pricing-figures.tsx';

/** The policy with the server's own figures in it (windows, prices, days). */
export function RefundPolicyRoute() {
  return (
    <WithPricingFigures what="the refund policy" lines={8}>
      {(figures) => (
        <PolicyDocument
          title="Refund policy"
          description="When Vitrine refunds credits, orders and stitching work, and how refunds are paid."
          source={source}
          figures={figures}
        />
      )}
    </WithPricingFigures>
  );
}
