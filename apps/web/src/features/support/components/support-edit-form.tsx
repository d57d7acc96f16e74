import { Alert, Button, Group, Stack, TextInput, Textarea } from '@mantine/core';
import type { SupportRequestDetail } from '@vitrine/contracts/support';
import { useState, type FormEvent } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useUpdateSupportMutation } from '../api/update-support.ts';
import { AttachmentPicker } from './attachment-picker.tsx';

/** Changing the subject, description and pictures while the request is still open. */
export function SupportEditForm({
  request,
  onDone,
}: {
  request: SupportRequestDetail;
  onDone: () => void;
}) {
  const [subject, setSubject] = useState(request.subject);
  const [description, setDescription] = useState(request.description);
  const [attachments, setAttachments] = useState(request.attachments);
  const [save, { isLoading, error }] = useUpdateSupportMutation();
  const feedback = useActionFeedback();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await feedback
      .after(
        save({
          id: request.id,
          subject,
          description,
          attachments: attachments.map((a) => a.id),
        }).unwrap(),
        'Your request is saved; the support team sees the change.',
      )
      .then(
        () => true,
        () => false, // the form stays open with the error under it
      );
    if (saved) onDone();
  };
  return (
    <Stack component="form" gap="sm" onSubmit={(event) => void submit(event)}>
      <TextInput
        label="Subject"
        required
        value={subject}
        onChange={(e) => setSubject(e.currentTarget.value)}
      />
      <Textarea
        label="Description"
        required
        rows={3}
        value={description}
        onChange={(e) => setDescription(e.currentTarget.value)}
      />
      <AttachmentPicker value={attachments} onChange={setAttachments} />
      {error ? (
        <Alert color="red" role="alert">
          {toApiError(error).message}
        </Alert>
      ) : null}
      <Group gap="sm">
        <Button type="submit" loading={isLoading}>
          Save changes
        </Button>
        <Button variant="default" onClick={onDone}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
