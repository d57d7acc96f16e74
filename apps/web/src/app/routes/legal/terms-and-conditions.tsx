import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/terms-and-conditions.md?raw';
import { WithPricingFigures } from '../../../features/pricing/components/with-pricing-figures.tsx';

/** The policy with the server's own figures in it (windows, prices, days). */
export function TermsAndConditionsRoute() {
  return (
    <WithPricingFigures what="the terms and conditions" lines={8}>
      {(figures) => (
        <PolicyDocument
          title="Terms and conditions"
          description="The terms for using Vitrine: accounts, credits and meetings, orders and stitching, acceptable use and liability."
          source={source}
          figures={figures}
        />
      )}
    </WithPricingFigures>
  );
}
