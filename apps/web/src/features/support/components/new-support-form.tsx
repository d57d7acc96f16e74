import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import { Alert, Button, Group, Paper, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  SUPPORT_CATEGORIES,
  supportCategoryLabels,
  type SupportCategory,
} from '@vitrine/contracts/support';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useCreateSupportMutation } from '../api/create-support.ts';
import { AttachmentPicker, type Attachment } from './attachment-picker.tsx';
import { MeetingPicker } from './meeting-picker.tsx';
import { OrderPicker } from './order-picker.tsx';
import { PaymentPicker } from './payment-picker.tsx';

const subjectKindOf: Partial<Record<SupportCategory, 'meeting' | 'payment' | 'order'>> = {
  meeting: 'meeting',
  payment: 'payment',
  order: 'order',
};
/** A new request: subject, category, what it is about, description and pictures. */
export function NewSupportForm({ onCancel }: { onCancel: () => void }) {
  const navigate = useNavigate();
  const feedback = useActionFeedback();
  const [create, { isLoading, error }] = useCreateSupportMutation();
  const [subject, setSubject] = useState('');
  const [category, setCategory] = useState<SupportCategory>('meeting');
  const [reference, setReference] = useState('');
  const [description, setDescription] = useState('');
  const [attachments, setAttachments] = useState<Attachment[]>([]);
  const kind = subjectKindOf[category];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const created = await feedback
      .after(
        create({
          subject,
          category,
          description,
          attachments: attachments.map((a) => a.id),
          ...(kind && reference.trim() ? { subjectKind: kind, subjectId: reference.trim() } : {}),
        }).unwrap(),
        `Your request “${subject}” is sent; the support team answers here and by mail.`,
      )
      .catch(() => null); // the form stays, its data kept, with the error above the button
    if (created) void navigate(`/user/support/edit/${created.id}`);
  };

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack component="form" gap="sm" onSubmit={(event) => void submit(event)}>
        <TextInput
          label="Subject"
          required
          minLength={3}
          maxLength={150}
          value={subject}
          onChange={(e) => setSubject(e.currentTarget.value)}
        />
        <Select
          label="What is it about?"
          required
          allowDeselect={false}
          data={SUPPORT_CATEGORIES.map((value) => ({ value, label: supportCategoryLabels[value] }))}
          value={category}
          onChange={(value) => {
            if (!value) return;
            setCategory(value as SupportCategory);
            setReference('');
          }}
        />
        {kind === 'meeting' ? (
          <MeetingPicker value={reference} onChange={setReference} />
        ) : kind === 'order' ? (
          <OrderPicker value={reference} onChange={setReference} />
        ) : kind === 'payment' ? (
          <PaymentPicker value={reference} onChange={setReference} />
        ) : null}
        <Textarea
          label="Tell us what happened"
          required
          rows={4}
          maxLength={5000}
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
            Send request
          </Button>
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
