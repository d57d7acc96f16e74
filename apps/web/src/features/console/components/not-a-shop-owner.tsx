import { IconBuildingStore } from '@tabler/icons-react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { LinkButton } from '../../../components/link-button.tsx';

/** The console for someone signed in without the vendor role: how to open a shop instead. */
export function NotAShopOwner() {
  return (
    <>
      <PageHeader
        title="Shop console"
        description="Where shop owners on Vitrine edit their shop, set meeting hours and see their customers."
      />
      <EmptyState
        icon={<IconBuildingStore size={24} />}
        title="The shop console is for shop owners"
        headingOrder={2}
        actions={
          <>
            <LinkButton to="/vendor/apply">Open your shop</LinkButton>
            <LinkButton to="/vendor" variant="default">
              What a shop gets
            </LinkButton>
          </>
        }
      >
        Your account shops on Vitrine. To sell here, apply to open a shop: once it is approved, this
        console is where you edit it, set your meeting hours and see your customers.
      </EmptyState>
    </>
  );
}
