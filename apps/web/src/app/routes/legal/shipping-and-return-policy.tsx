import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/shipping-and-return-policy.md?raw';

export function ShippingAndReturnPolicyRoute() {
  return (
    <PolicyDocument
      title="Shipping and return policy"
      description="How shops on Vitrine dispatch and deliver orders, and how to return an item."
      source={source}
    />
  );
}
