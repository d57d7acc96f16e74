import { Button, Group } from '@mantine/core';
import type { VendorBooking } from '@vitrine/contracts/meetings';
import { useState } from 'react';
import { useActionFeedback } from '../../../../components/action-feedback.tsx';
import { useChangeShopBookingMutation } from '../../api/change-shop-booking.ts';
import { useRescheduleShopBookingMutation } from '../../api/reschedule-shop-booking.ts';
import { formatDateTime } from '../../../../lib/format-date-time.ts';
import { roomPaths } from '../../rules/meeting-status.ts';
import { CancelMeetingDialog } from '../cancel-meeting-dialog.tsx';
import { JoinButton } from '../join-button.tsx';
import { RescheduleDialog } from '../reschedule-dialog.tsx';

/** A shop's cancellation always gives the customer everything back. */
export const shopRefundPolicy = 'When your shop cancels, the customer gets all their credits back.';

/** What the shop's move does, said before it picks the new time. */
export const shopMoveRule =
  'Pick another free time. The customer is told by notification and mail, and can still cancel under the usual refund rules.';

const active = (status: string) => status === 'booked' || status === 'in_progress';

/**
 * Join (in the window), move to another free slot and cancel with a reason (before the start;
 * cancelling stays possible until the end), no-show (after the end).
 */
export function ShopBookingActions({ booking, now }: { booking: VendorBooking; now: Date }) {
  const [dialog, setDialog] = useState<'cancel' | 'move' | null>(null);
  const feedback = useActionFeedback();
  const [change, { isLoading }] = useChangeShopBookingMutation();
  const [reschedule] = useRescheduleShopBookingMutation();
  const ended = now.getTime() >= Date.parse(booking.endsAt);
  const started = now.getTime() >= Date.parse(booking.startsAt);
  return (
    <>
      <Group gap="sm" align="flex-start">
        <JoinButton
          meeting={booking}
          to={roomPaths.shop(booking.id)}
          now={now}
          timeZone={booking.shopTimeZone}
        />
        {booking.status === 'booked' && !started ? (
          <Button variant="default" onClick={() => setDialog('move')}>
            Move
          </Button>
        ) : null}
        {booking.status === 'booked' && !ended ? (
          <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
            Cancel
          </Button>
        ) : null}
        {active(booking.status) && ended ? (
          <Button
            variant="default"
            loading={isLoading}
            onClick={() =>
              void feedback.run(() => change({ id: booking.id, change: 'no-show' }).unwrap(), {
                done: `${booking.customerName} is marked as a no-show.`,
                failed: 'The meeting was not marked as a no-show',
              })
            }
          >
            Mark as no-show
          </Button>
        ) : null}
      </Group>
      {dialog === 'cancel' ? (
        <CancelMeetingDialog
          opened
          onClose={() => setDialog(null)}
          meeting={{ shopName: booking.customerName, startsAt: booking.startsAt }}
          policy={shopRefundPolicy}
          refund={booking.creditsUsed}
          askReason
          onConfirm={(reason) =>
            feedback.after(
              change({ id: booking.id, change: 'cancel', reason }).unwrap(),
              (cancelled) =>
                `Meeting with ${booking.customerName} cancelled: ${cancelled.creditsRefunded} credits go back to them, and they are told.`,
            )
          }
        />
      ) : null}
      {dialog === 'move' ? (
        <RescheduleDialog
          meeting={booking}
          title={`Move the meeting with ${booking.customerName}`}
          rule={shopMoveRule}
          onMove={(startsAt) =>
            feedback.after(
              reschedule({ id: booking.id, startsAt }).unwrap(),
              (moved) =>
                `Meeting with ${booking.customerName} moved to ${formatDateTime(moved.startsAt, { timeZone: booking.shopTimeZone })}; they are told.`,
            )
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
