import { PageHeader } from '../../../components/page-header.tsx';
import { SupportList } from '../../../features/support/components/support-list.tsx';

export function SupportRoute() {
  return (
    <>
      <PageHeader
        title="Support"
        description="Questions and problems you have raised with Vitrine, and our answers."
      />
      <SupportList />
    </>
  );
}
