import { Button, Group } from '@mantine/core';
import type { Booking } from '@vitrine/contracts/meetings';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { useCancelBookingMutation } from '../api/cancel-booking.ts';
import { useRescheduleBookingMutation } from '../api/reschedule-booking.ts';
import {
  canReschedule,
  customerRefundIfCancelledAt,
  customerRefundPolicy,
  rescheduleRule,
} from '../rules/refund-policy.ts';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { roomPaths } from '../rules/meeting-status.ts';
import { CancelMeetingDialog } from './cancel-meeting-dialog.tsx';
import { JoinButton } from './join-button.tsx';
import { RescheduleDialog } from './reschedule-dialog.tsx';

export type MeetingRole = 'booker' | 'invitee';

/** The path into the room for this person; an invitee uses their own attendee link. */
export function roomPathOf(meeting: Booking, as: MeetingRole): string | null {
  if (as === 'booker') return roomPaths.booker(meeting.id);
  const mine = meeting.attendees.find((a) => a.role === 'invitee' && a.joinUrl !== '');
  return mine ? roomPaths.invitee(meeting.id, mine.id) : null;
}

/** Join (in the window), and for the booker: move (24 h or more ahead) and cancel (while booked). */
export function MeetingActions({
  meeting,
  as,
  now,
}: {
  meeting: Booking;
  as: MeetingRole;
  now: Date;
}) {
  const [dialog, setDialog] = useState<'cancel' | 'reschedule' | null>(null);
  const feedback = useActionFeedback();
  const [cancel] = useCancelBookingMutation();
  const [reschedule] = useRescheduleBookingMutation();
  const roomPath = roomPathOf(meeting, as);
  return (
    <>
      <Group gap="sm" align="flex-start">
        {roomPath ? <JoinButton meeting={meeting} to={roomPath} now={now} /> : null}
        {as === 'booker' && canReschedule(meeting, now) ? (
          <Button variant="default" onClick={() => setDialog('reschedule')}>
            Move
          </Button>
        ) : null}
        {as === 'booker' &&
        meeting.status === 'booked' &&
        now.getTime() < Date.parse(meeting.startsAt) ? (
          <Button variant="subtle" color="red" onClick={() => setDialog('cancel')}>
            Cancel
          </Button>
        ) : null}
      </Group>
      {dialog === 'cancel' ? (
        <CancelMeetingDialog
          opened
          onClose={() => setDialog(null)}
          meeting={meeting}
          policy={customerRefundPolicy}
          refund={customerRefundIfCancelledAt(meeting, now)}
          onConfirm={() =>
            feedback.after(cancel(meeting.id).unwrap(), (cancelled) =>
              cancelled.creditsRefunded > 0
                ? `Meeting with ${meeting.shopName} cancelled: ${cancelled.creditsRefunded} credits are back in your balance.`
                : `Meeting with ${meeting.shopName} cancelled; no credits came back.`,
            )
          }
        />
      ) : null}
      {dialog === 'reschedule' ? (
        <RescheduleDialog
          meeting={meeting}
          title={`Move your meeting with ${meeting.shopName}`}
          rule={rescheduleRule}
          onMove={(startsAt) =>
            feedback.after(
              reschedule({ id: meeting.id, startsAt }).unwrap(),
              (moved) =>
                `Meeting with ${meeting.shopName} moved to ${formatDateTime(moved.startsAt)}; the shop is told.`,
            )
          }
          onClose={() => setDialog(null)}
        />
      ) : null}
    </>
  );
}
