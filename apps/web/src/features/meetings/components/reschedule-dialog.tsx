import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import '@mantine/core/styles/Modal.layer.css';
import type { Booking } from '@vitrine/contracts/meetings';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import type { MeetingSlot } from '../state/booking-draft-slice.ts';
import { DateStep } from './booking/date-step.tsx';
import { SlotStep } from './booking/slot-step.tsx';
import { useShopFreeDays } from './booking/use-shop-free-days.ts';

type RescheduleDialogProps = {
  meeting: Pick<Booking, 'shopId'>;
  title: string;
  /** The rule in words (the customer's 24 hours, or what the shop's move does). */
  rule: string;
  /** Sends the move (the customer's or the shop's); rejects with the API's error. */
  onMove: (startsAt: string) => Promise<unknown>;
  onClose: () => void;
};

/** Moves a booking to another free slot of the same shop (no second charge). */
export function RescheduleDialog({ meeting, title, rule, onMove, onClose }: RescheduleDialogProps) {
  const free = useShopFreeDays(meeting.shopId);
  const [isLoading, setLoading] = useState(false);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<MeetingSlot | null>(null);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (!slot) return;
    setError(null);
    setLoading(true);
    try {
      await onMove(slot.startsAt);
      onClose();
    } catch (failure) {
      const apiError = toApiError(failure);
      if (apiError.status === 409) {
        setSlot(null);
        void free.query.refetch();
      }
      setError(describeApiError(apiError));
    } finally {
      setLoading(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <Stack gap="md">
        <Text size="sm">{rule}</Text>
        {free.query.error ? (
          <ErrorState
            title="We could not load the free times"
            error={toApiError(free.query.error)}
            onRetry={() => void free.query.refetch()}
          />
        ) : !free.timeZone ? (
          <Skeleton height={160} />
        ) : (
          <>
            <DateStep
              days={free.days}
              selected={day}
              onSelect={(next) => {
                setDay(next);
                setSlot(null);
              }}
            />
            {day ? (
              <SlotStep
                slots={free.slotsOn(day)}
                shopTimeZone={free.timeZone}
                selected={slot}
                onSelect={(next) => setSlot({ startsAt: next.startsAt, endsAt: next.endsAt })}
              />
            ) : null}
          </>
        )}
        {error ? (
          <Alert color="red" role="alert" title="The meeting was not moved">
            {error}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Keep the time
          </Button>
          <Button disabled={!slot} loading={isLoading} onClick={() => void save()}>
            Move the meeting
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
