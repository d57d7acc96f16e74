import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header.tsx';
import { PayoutsReview } from '../../../features/earnings/components/staff-payouts-review.tsx';
import { useListStaffShopsQuery } from '../../../features/staff-content/api/list-staff-shops.ts';
import { StaffArea } from './staff-area.tsx';

/** The shops the payouts can be filtered by: the staff shop list searched with what is typed. */
function PayoutsWithShops() {
  const [searchText, setSearchText] = useState('');
  const [searchKey] = useDebouncedValue(searchText, 250);
  const shops = useListStaffShopsQuery({ searchKey, status: 'any', page: 1, limit: 20 });
  const choices = shops.data
    ? shops.data.items.map(({ id, name }) => ({ id, name }))
    : shops.isError
      ? 'unavailable'
      : 'loading';
  return <PayoutsReview shops={choices} onShopSearch={setSearchText} />;
}

/** /staff/payouts (staff, shops): every shop's payouts, and the retry of a failed one. */
export function StaffPayoutsRoute() {
  return (
    <StaffArea area="shops">
      <PageHeader
        title="Payouts"
        description="Every shop's payouts, newest first. A failed payout can be paid again once the shop's bank account is right."
      />
      <PayoutsWithShops />
    </StaffArea>
  );
}
