import { Button, Group, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { describeApiError } from '../../../../lib/api-error.ts';
import { toApiError } from '../../../../lib/api.ts';
import { useSaveBookingNotesMutation } from '../../api/save-booking-notes.ts';

/** The shop's private notes on a booking; the customer never sees them. */
export function BookingNotes({ bookingId, notes }: { bookingId: string; notes: string }) {
  const [value, setValue] = useState(notes);
  // feedback: "Notes saved." beside the button (role=status), or why not (role=alert)
  const [save, { isLoading }] = useSaveBookingNotesMutation();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const tooLong = value.length > 4000;

  const submit = async () => {
    setMessage(null);
    try {
      await save({ id: bookingId, notes: value }).unwrap();
      setMessage({ ok: true, text: 'Notes saved.' });
    } catch (failure) {
      setMessage({ ok: false, text: describeApiError(toApiError(failure)) });
    }
  };

  return (
    <div>
      <Textarea
        label="Private notes"
        description="Only your shop sees these."
        rows={3}
        value={value}
        error={tooLong ? 'At most 4000 characters' : undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
      />
      <Group mt="xs" gap="sm">
        <Button
          size="xs"
          variant="default"
          loading={isLoading}
          disabled={tooLong || value === notes}
          onClick={() => void submit()}
        >
          Save notes
        </Button>
        {message ? (
          <Text
            size="sm"
            c={message.ok ? 'green.9' : 'red.9'}
            role={message.ok ? 'status' : 'alert'}
          >
            {message.text}
          </Text>
        ) : null}
      </Group>
    </div>
  );
}
