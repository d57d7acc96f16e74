import { Alert, Button, Radio, Stack, Textarea, TextInput } from '@mantine/core';
import '@mantine/core/styles/Radio.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useForm } from '@mantine/form';
import {
  broadcastNotificationInputSchema,
  type BroadcastNotificationInput,
} from '@vitrine/contracts/notifications';
import { useState } from 'react';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useSendBroadcastMutation } from '../api/send-broadcast.ts';
import { FormAlert } from './form-alert.tsx';

type BroadcastValues = {
  audience: BroadcastNotificationInput['audience'];
  title: string;
  body: string;
  link: string;
};
const labels = { audience: 'Audience', title: 'Title', body: 'Message', link: 'Link' };
const bodyOf = (values: BroadcastValues) => ({ ...values, link: values.link.trim() || undefined });
const validate = labelledResolver(broadcastNotificationInputSchema, labels);

/** Staff: a notification for everyone (general) or every customer (user-general). */
export function BroadcastForm() {
  // feedback: "Broadcast sent" (status) above the form, or the form's alert says why not
  const [send] = useSendBroadcastMutation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useForm<BroadcastValues>({
    initialValues: { audience: 'user-general', title: '', body: '', link: '' },
    validate: (values) => validate(bodyOf(values)),
  });
  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    setSent(null);
    await send(bodyOf(values) as BroadcastNotificationInput).unwrap();
    setSent(values.title);
    form.reset();
  });
  return (
    <form onSubmit={submit} noValidate aria-label="Send a broadcast">
      <Stack gap="sm" maw={640}>
        {sent ? (
          <Alert color="teal" variant="light" title="Broadcast sent" role="status">
            “{sent}” is in every recipient's notifications now.
          </Alert>
        ) : null}
        <FormAlert title="Could not send the broadcast" message={alert} />
        <Radio.Group label="Audience" {...form.getInputProps('audience')}>
          <Stack gap={6} mt={6}>
            <Radio value="user-general" label="Every customer (user-general)" />
            <Radio value="general" label="Everyone: customers, shops and staff (general)" />
          </Stack>
        </Radio.Group>
        <TextInput label="Title" {...form.getInputProps('title')} />
        <Textarea label="Message" rows={4} {...form.getInputProps('body')} />
        <TextInput
          label="Link"
          description="Optional: a path in the app the notification opens, e.g. /offers"
          {...form.getInputProps('link')}
        />
        <Button type="submit" loading={form.submitting} style={{ alignSelf: 'flex-start' }}>
          Send broadcast
        </Button>
      </Stack>
    </form>
  );
}
