import { PolicyDocument } from '../../../features/legal/components/policy-document.tsx';
import source from '../../../features/legal/content/privacy-policy.md?raw';

export function PrivacyPolicyRoute() {
  return (
    <PolicyDocument
      title="Privacy policy"
      description="What personal information Vitrine collects, why, who it is shared with, how long it is kept and your choices."
      source={source}
    />
  );
}
