import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/shipping-and-return-policy.md?raw';
import { WithPricingFigures } from '../../../features/pricing/components/with-pricing-figures.tsx';

/** The policy with the server's own figures in it (windows, prices, days). */
export function ShippingAndReturnPolicyRoute() {
  return (
    <WithPricingFigures what="the shipping and return policy" lines={8}>
      {(figures) => (
        <PolicyDocument
          title="Shipping and return policy"
          description="How shops on Vitrine deliver orders, and how to return one."
          source={source}
          figures={figures}
        />
      )}
    </WithPricingFigures>
  );
}
