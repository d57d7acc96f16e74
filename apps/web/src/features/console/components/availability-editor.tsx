import {
  ActionIcon,
  Alert,
  Button,
  Group,
  NumberInput,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { useForm, type UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import {
  sameHoursEveryDay,
  setAvailabilityInputSchema,
  WEEKDAYS,
  type Availability,
  type OpeningHours,
  type SetAvailabilityInput,
  type Weekday,
} from '@vitrine/contracts/availability';
import { useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { schemaResolver } from '@mantine/form';
import { fieldMessage } from '../../../lib/form-errors.ts';
import { SaveProblem } from './save-problem.tsx';
import { useGetAvailabilityQuery } from '../api/get-availability.ts';
import { useSetAvailabilityMutation } from '../api/set-availability.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import { SlotPreview } from './slot-preview.tsx';

const dayNames: Record<Weekday, string> = {
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
};
const labels = {
  meetingMinutes: 'Meeting length',
  bufferMinutes: 'Break after each meeting',
  minimumNoticeMinutes: 'Minimum notice',
  horizonDays: 'Booking horizon',
};
/** The words before a rule's message: "Closing time must be after start". */
const labelOf = (field: string) =>
  field.endsWith('.end')
    ? 'Closing time'
    : field.endsWith('.start')
      ? 'Opening time'
      : field.endsWith('.date')
        ? 'Date'
        : (labels[field as keyof typeof labels] ?? 'This value');

const resolve = schemaResolver(setAvailabilityInputSchema, { sync: true });
const validate = (values: SetAvailabilityInput) =>
  Object.fromEntries(
    Object.entries(resolve(values)).map(([field, message]) => [
      field,
      typeof message === 'string' ? fieldMessage(labelOf(field), message) : message,
    ]),
  );

const NEW_RANGE: OpeningHours = { start: '10:00', end: '18:00' };

/** A deep copy: the form edits its values in place, and answers in the store are frozen. */
const valuesOf = ({ timeZone: _zone, ...input }: Availability): SetAvailabilityInput =>
  structuredClone(input);

/** One day's opening ranges (a weekday's or an exception's): start and end times, add, remove. */
function RangesEditor({
  form,
  path,
  ranges,
  name,
}: {
  form: Pick<
    UseFormReturnType<SetAvailabilityInput>,
    'getInputProps' | 'removeListItem' | 'insertListItem'
  >;
  path: string;
  ranges: OpeningHours[];
  name: string;
}) {
  return (
    <Stack gap={6}>
      {ranges.length === 0 ? (
        <Text size="sm" c="dimmed">
          Closed
        </Text>
      ) : null}
      {ranges.map((_, index) => (
        <Group key={index} gap="xs" align="flex-start" wrap="nowrap">
          <TextInput
            type="time"
            aria-label={`${name}, range ${index + 1}: opens at`}
            {...form.getInputProps(`${path}.${index}.start`)}
          />
          <Text pt={6} aria-hidden="true">
            –
          </Text>
          <TextInput
            type="time"
            aria-label={`${name}, range ${index + 1}: closes at`}
            {...form.getInputProps(`${path}.${index}.end`)}
          />
          <ActionIcon
            variant="default"
            mt={4}
            aria-label={`Remove ${name} range ${index + 1}`}
            onClick={() => form.removeListItem(path, index)}
          >
            <IconTrash size={16} aria-hidden="true" />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="compact-sm"
        w="fit-content"
        leftSection={<IconPlus size={14} aria-hidden="true" />}
        disabled={ranges.length >= 6}
        onClick={() => {
          const last = ranges.at(-1);
          form.insertListItem(
            path,
            last && last.end < '23:00' ? { start: last.end, end: '23:59' } : NEW_RANGE,
          );
        }}
        // The visible words first, then the day (WCAG 2.5.3: the name contains the label).
        aria-label={`${ranges.length === 0 ? 'Open this day' : 'Add hours'} (${name})`}
      >
        {ranges.length === 0 ? 'Open this day' : 'Add hours'}
      </Button>
    </Stack>
  );
}

function AvailabilityForm({
  shopId,
  availability,
}: {
  shopId: string;
  availability: Availability;
}) {
  // feedback: the editor says the hours are saved, or marks the fields and alerts
  const [setAvailability] = useSetAvailabilityMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<SetAvailabilityInput>({
    initialValues: valuesOf(availability),
    validate,
  });
  useUnsavedChangesGuard(form.isDirty());
  const values = form.getValues();

  const submit = form.onSubmit(
    async (input) => {
      setAlert(null);
      setSaved(false);
      try {
        const stored = await setAvailability({ shopId, input }).unwrap();
        form.setInitialValues(valuesOf(stored));
        form.setValues(valuesOf(stored));
        setSaved(true);
      } catch (error) {
        const apiError = toApiError(error);
        // The API names fields by the same paths as the form (weeklyHours.monday.0.end).
        form.setErrors(
          Object.fromEntries(
            apiError.fieldIssues.map((issue) => [
              issue.field,
              fieldMessage(labelOf(issue.field), issue.message),
            ]),
          ),
        );
        setAlert(
          apiError.fieldIssues.length > 0
            ? 'Some hours need a fix; see the marked fields.'
            : apiError.message,
        );
      }
    },
    () => setAlert('Some hours need a fix; see the marked fields.'),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Meeting hours">
      <Stack gap="lg">
        {saved && !form.isDirty() ? (
          <Alert color="teal" variant="light" title="Hours saved" role="status">
            Shoppers can book the new slots now.
          </Alert>
        ) : null}
        <SaveProblem title="Could not save the hours" message={alert} />
        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="week-heading">
          <Stack gap="sm">
            <Group justify="space-between">
              <Title order={2} size="h4" id="week-heading">
                Weekly hours ({availability.timeZone})
              </Title>
              <Button
                variant="default"
                size="xs"
                onClick={() =>
                  form.setFieldValue(
                    'weeklyHours',
                    structuredClone(sameHoursEveryDay(values.weeklyHours.monday)),
                  )
                }
              >
                Use Monday&apos;s hours every day
              </Button>
            </Group>
            {WEEKDAYS.map((day) => (
              <Group key={day} align="flex-start" gap="md" wrap="wrap">
                <Text fw={600} w={110} pt={6}>
                  {dayNames[day]}
                </Text>
                <RangesEditor
                  form={form}
                  path={`weeklyHours.${day}`}
                  ranges={values.weeklyHours[day]}
                  name={dayNames[day]}
                />
              </Group>
            ))}
          </Stack>
        </Paper>

        <Paper
          withBorder
          radius="md"
          p="md"
          component="section"
          aria-labelledby="exceptions-heading"
        >
          <Stack gap="sm">
            <Title order={2} size="h4" id="exceptions-heading">
              Dates that differ
            </Title>
            <Text size="sm" c="dimmed">
              A holiday or a special opening: that date&apos;s hours replace its weekday&apos;s.
              Leave it closed to take the day off.
            </Text>
            {values.exceptions.map((exception, index) => (
              <Group key={index} align="flex-start" gap="md" wrap="wrap">
                <TextInput
                  type="date"
                  label={`Date ${index + 1}`}
                  {...form.getInputProps(`exceptions.${index}.date`)}
                />
                <RangesEditor
                  form={form}
                  path={`exceptions.${index}.hours`}
                  ranges={exception.hours}
                  name={exception.date || `date ${index + 1}`}
                />
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  mt={28}
                  onClick={() => form.removeListItem('exceptions', index)}
                >
                  Remove date
                </Button>
              </Group>
            ))}
            <Button
              variant="default"
              size="xs"
              w="fit-content"
              leftSection={<IconPlus size={14} aria-hidden="true" />}
              onClick={() => form.insertListItem('exceptions', { date: '', hours: [] })}
            >
              Add a date
            </Button>
          </Stack>
        </Paper>

        <Paper withBorder radius="md" p="md" component="section" aria-labelledby="rules-heading">
          <Stack gap="sm">
            <Title order={2} size="h4" id="rules-heading">
              Meetings
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }}>
              <NumberInput
                label="Meeting length"
                description="Minutes (10 to 240)"
                min={10}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('meetingMinutes')}
              />
              <NumberInput
                label="Break after each meeting"
                description="Minutes (0 to 240)"
                min={0}
                max={240}
                allowDecimal={false}
                {...form.getInputProps('bufferMinutes')}
              />
              <NumberInput
                label="Minimum notice"
                description="Minutes before a meeting it can still be booked"
                min={0}
                allowDecimal={false}
                {...form.getInputProps('minimumNoticeMinutes')}
              />
              <NumberInput
                label="Booking horizon"
                description="Days ahead (1 to 365)"
                min={1}
                max={365}
                allowDecimal={false}
                {...form.getInputProps('horizonDays')}
              />
            </SimpleGrid>
          </Stack>
        </Paper>

        <Group gap="sm">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Save hours
          </Button>
          <Button
            variant="default"
            disabled={!form.isDirty() || form.submitting}
            onClick={() => form.reset()}
          >
            Discard changes
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** /vendor/availability: weekly hours, dates that differ, meeting rules, and the slot preview. */
export function AvailabilityEditor({ now }: { now?: () => Date }) {
  const { shop } = useConsoleShop();
  const availability = useGetAvailabilityQuery(shop.id);
  return (
    <Stack gap="lg">
      {availability.isLoading ? (
        <Stack gap="md" aria-busy="true" aria-label="Loading your hours">
          <Skeleton h={260} />
          <Skeleton h={120} />
        </Stack>
      ) : availability.isError || !availability.data ? (
        <ErrorState
          title="We could not load your meeting hours"
          error={toApiError(availability.error)}
          onRetry={() => void availability.refetch()}
          retrying={availability.isFetching}
        />
      ) : (
        // Keyed by the shop (siblings need keys of their own): another shop starts afresh.
        <AvailabilityForm
          key={`form:${shop.id}`}
          shopId={shop.id}
          availability={availability.data}
        />
      )}
      <SlotPreview key={`preview:${shop.id}`} shopId={shop.id} now={now} />
    </Stack>
  );
}
