import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { useUpdateSupportMutation } from '../api/update-support.ts';
import { AttachmentPicker, type Attachment } from './attachment-picker.tsx';

/** A message to staff, with pictures. */
export function SupportReplyForm({ requestId }: { requestId: string }) {
  const [message, setMessage] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  // feedback: the message joins the thread above and the box empties; a failure shows in the alert with the text kept
  const [send, { isLoading, error }] = useUpdateSupportMutation();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!message.trim()) return;
    const sent = await send({
      id: requestId,
      message,
      messageAttachments: attachments.map((a) => a.id),
    })
      .unwrap()
      .catch(() => null);
    if (sent) {
      setMessage('');
      setAttachments([]);
    }
  };
  return (
    <Stack component="form" gap="sm" onSubmit={(event) => void submit(event)}>
      <Textarea
        label="Write to support"
        rows={3}
        maxLength={5000}
        value={message}
        onChange={(e) => setMessage(e.currentTarget.value)}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} />
      {error ? (
        <Alert color="red" role="alert">
          {toApiError(error).message}
        </Alert>
      ) : null}
      <Group>
        <Button type="submit" loading={isLoading} disabled={!message.trim()}>
          Send message
        </Button>
      </Group>
    </Stack>
  );
}
