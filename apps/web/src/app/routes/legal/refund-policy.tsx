import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/refund-policy.md?raw';

export function RefundPolicyRoute() {
  return (
    <PolicyDocument
      title="Refund policy"
      description="When Vitrine refunds credits, orders and stitching work, and how long refunds take."
      source={source}
    />
  );
}
