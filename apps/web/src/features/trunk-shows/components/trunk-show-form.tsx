import {
  Alert,
  Button,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { useForm } from '@mantine/form';
import {
  TRUNK_SHOW_MAX_CAPACITY,
  TRUNK_SHOW_MAX_MINUTES,
  TRUNK_SHOW_MIN_CAPACITY,
  TRUNK_SHOW_MIN_MINUTES,
  type VendorTrunkShow,
} from '@vitrine/contracts/trunk-shows';
import { MEETING_CREDIT_COST } from '@vitrine/contracts/meetings';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { formatDateTime } from '../../../lib/format-date-time.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCreateTrunkShowMutation } from '../api/trunk-shows-api.ts';

const labels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  startsAt: 'Starts',
  durationMinutes: 'Length in minutes',
  capacity: 'Seats',
  creditsPerSeat: 'Credits per seat',
};

type Values = {
  title: string;
  description: string;
  startsAt: string;
  durationMinutes: number | string;
  capacity: number | string;
  creditsPerSeat: number | string;
};

const isLocalDateTime = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());
const wholeBetween = (value: number | string, min: number, max: number) =>
  Number.isInteger(Number(value)) && Number(value) >= min && Number(value) <= max;

/** The shop opens a trunk show: title, description, start, length, seats and their price. */
export function TrunkShowForm({
  shop,
  onCreated,
}: {
  shop: { id: string; timeZone: string };
  onCreated?: (show: VendorTrunkShow) => void;
}) {
  const feedback = useActionFeedback();
  const [create, { isLoading }] = useCreateTrunkShowMutation();
  const form = useForm<Values>({
    initialValues: {
      title: '',
      description: '',
      startsAt: '',
      durationMinutes: 60,
      capacity: 20,
      creditsPerSeat: MEETING_CREDIT_COST,
    },
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      startsAt: (value) =>
        !isLocalDateTime(value)
          ? 'Starts must be a date and time'
          : new Date(value).getTime() <= Date.now()
            ? 'Starts must be in the future'
            : null,
      durationMinutes: (value) =>
        wholeBetween(value, TRUNK_SHOW_MIN_MINUTES, TRUNK_SHOW_MAX_MINUTES)
          ? null
          : `Length must be ${TRUNK_SHOW_MIN_MINUTES} to ${TRUNK_SHOW_MAX_MINUTES} minutes`,
      capacity: (value) =>
        wholeBetween(value, TRUNK_SHOW_MIN_CAPACITY, TRUNK_SHOW_MAX_CAPACITY)
          ? null
          : `Seats must be a whole number from ${TRUNK_SHOW_MIN_CAPACITY} to ${TRUNK_SHOW_MAX_CAPACITY}`,
      creditsPerSeat: (value) =>
        wholeBetween(value, 1, 1000) ? null : 'Credits per seat must be from 1 to 1000',
    },
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const created = await feedback.after(
      create({
        shopId: shop.id,
        title: values.title.trim(),
        description: values.description.trim(),
        startsAt: new Date(values.startsAt).toISOString(),
        durationMinutes: Number(values.durationMinutes),
        capacity: Number(values.capacity),
        creditsPerSeat: Number(values.creditsPerSeat),
      }).unwrap(),
      (show) =>
        `“${show.title}” is open: ${show.capacity} seats on ${formatDateTime(show.startsAt, { timeZone: shop.timeZone })}.`,
    );
    form.reset();
    onCreated?.(created);
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New trunk show">
      <Stack gap="sm">
        {alert ? (
          <Alert color="red" variant="light" title="The trunk show was not opened" role="alert">
            {alert}
          </Alert>
        ) : null}
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Textarea
          label="Description"
          description="What shoppers will see: the collection, who presents."
          minRows={2}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="Starts"
            description="In your own time zone"
            type="datetime-local"
            required
            {...form.getInputProps('startsAt')}
          />
          <NumberInput
            label="Length in minutes"
            min={TRUNK_SHOW_MIN_MINUTES}
            max={TRUNK_SHOW_MAX_MINUTES}
            step={15}
            allowDecimal={false}
            required
            {...form.getInputProps('durationMinutes')}
          />
          <NumberInput
            label="Seats"
            description={`Up to ${TRUNK_SHOW_MAX_CAPACITY} shoppers`}
            min={TRUNK_SHOW_MIN_CAPACITY}
            max={TRUNK_SHOW_MAX_CAPACITY}
            allowDecimal={false}
            required
            {...form.getInputProps('capacity')}
          />
          <NumberInput
            label="Credits per seat"
            min={1}
            max={1000}
            allowDecimal={false}
            required
            {...form.getInputProps('creditsPerSeat')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isLoading}>
            Open the trunk show
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
