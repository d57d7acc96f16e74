import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/terms-and-conditions.md?raw';

export function TermsAndConditionsRoute() {
  return (
    <PolicyDocument
      title="Terms and conditions"
      description="The terms for using Vitrine: accounts, credits and meetings, orders and stitching, acceptable use and liability."
      source={source}
    />
  );
}
