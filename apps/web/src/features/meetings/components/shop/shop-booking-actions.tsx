import { Button, Group } from '@mantine/core';
import type { VendorBooking } from '@vitrine/contracts/meetings';
import { useState } from 'react';
import { useChangeShopBookingMutation } from '../../api/change-shop-booking.ts';
import { roomPaths } from '../../rules/meeting-status.ts';
import { CancelMeetingDialog } from '../cancel-meeting-dialog.tsx';
import { JoinButton } from '../join-button.tsx';

/** A shop's cancellation always gives the customer everything back. */
export const shopRefundPolicy = 'When your shop cancels, the customer gets all their credits back.';

const active = (status: string) => status === 'booked' || status === 'in_progress';

/** Join (in the window), cancel (full refund, before the end), no-show (after the end). */
export function ShopBookingActions({ booking, now }: { booking: VendorBooking; now: Date }) {
  const [confirming, setConfirming] = useState(false);
  const [change, { isLoading }] = useChangeShopBookingMutation();
  const ended = now.getTime() >= Date.parse(booking.endsAt);
  return (
    <>
      <Group gap="sm" align="flex-start">
        <JoinButton
          meeting={booking}
          to={roomPaths.shop(booking.id)}
          now={now}
          timeZone={booking.shopTimeZone}
        />
        {booking.status === 'booked' && !ended ? (
          <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
            Cancel
          </Button>
        ) : null}
        {active(booking.status) && ended ? (
          <Button
            variant="default"
            loading={isLoading}
            onClick={() => void change({ id: booking.id, change: 'no-show' })}
          >
            Mark as no-show
          </Button>
        ) : null}
      </Group>
      {confirming ? (
        <CancelMeetingDialog
          opened
          onClose={() => setConfirming(false)}
          meeting={{ shopName: booking.customerName, startsAt: booking.startsAt }}
          policy={shopRefundPolicy}
          refund={booking.creditsUsed}
          onConfirm={() => change({ id: booking.id, change: 'cancel' }).unwrap()}
        />
      ) : null}
    </>
  );
}
