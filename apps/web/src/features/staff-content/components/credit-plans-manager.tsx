import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useForm } from '@mantine/form';
import { IconCoins } from '@tabler/icons-react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { formatMoney } from '../../../lib/money-format.ts';
import {
  createCreditPlanInputSchema,
  type StaffCreditPlan,
} from '@vitrine/contracts/staff-content';
import { useState } from 'react';
import { EmptyState } from '../../../components/empty-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useListStaffCreditPlansQuery } from '../api/list-credit-plans.ts';
import { useSaveCreditPlanMutation } from '../api/save-credit-plan.ts';
import { FormAlert } from './form-alert.tsx';
import { ListError, ListLoading } from './list-states.tsx';
import { READABLE_LABEL } from './readable-badge.ts';

type PlanValues = {
  slug: string;
  name: string;
  description: string;
  credits: number | string;
  priceMinor: number | string;
  currency: string;
  validityDays: number | string;
  popular: boolean;
  sort: number | string;
};
const labels = {
  slug: 'Slug',
  name: 'Name',
  description: 'Description',
  credits: 'Credits',
  priceMinor: 'Price (minor units)',
  currency: 'Currency',
  validityDays: 'Valid for (days)',
  popular: 'Most popular',
  sort: 'Position',
};
const validate = labelledResolver(createCreditPlanInputSchema, labels);
const numbers = (values: PlanValues) => ({
  ...values,
  credits: Number(values.credits),
  priceMinor: Number(values.priceMinor),
  validityDays: Number(values.validityDays),
  sort: Number(values.sort),
});

function PlanForm({ editing, onDone }: { editing: StaffCreditPlan | null; onDone: () => void }) {
  const feedback = useActionFeedback();
  const [save] = useSaveCreditPlanMutation();
  const form = useForm<PlanValues>({
    initialValues: {
      slug: editing?.slug ?? '',
      name: editing?.name ?? '',
      description: editing?.description ?? '',
      credits: editing?.credits ?? '',
      priceMinor: editing?.priceMinor ?? '',
      currency: editing?.currency ?? 'INR',
      validityDays: editing?.validityDays ?? 90,
      popular: editing?.popular ?? false,
      sort: editing?.sort ?? 0,
    },
    validate: (values) => validate(numbers(values)),
  });
  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const { slug, ...rest } = numbers(values);
    await feedback.after(
      save(editing ? { id: editing.id, body: rest } : { body: { slug, ...rest } }).unwrap(),
      editing ? `The plan ${rest.name} is saved.` : `The plan ${rest.name} is added.`,
    );
    if (!editing) form.reset();
    onDone();
  });
  const title = editing ? `Edit ${editing.name}` : 'Add a credit plan';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FormAlert title="Could not save the plan" message={alert} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Slug"
            disabled={editing !== null}
            miw={160}
            {...form.getInputProps('slug')}
          />
          <TextInput label="Name" miw={160} {...form.getInputProps('name')} />
        </Group>
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput label="Credits" miw={120} {...form.getInputProps('credits')} />
          <NumberInput
            label="Price (minor units)"
            description="Paise for INR: 39900 is ₹399"
            min={0}
            miw={160}
            {...form.getInputProps('priceMinor')}
          />
          <TextInput label="Currency" miw={90} {...form.getInputProps('currency')} />
          <NumberInput
            label="Valid for (days)"
            min={1}
            miw={120}
            {...form.getInputProps('validityDays')}
          />
          <NumberInput label="Position" min={0} miw={100} {...form.getInputProps('sort')} />
        </Group>
        <Switch
          label="Mark as most popular"
          {...form.getInputProps('popular', { type: 'checkbox' })}
        />
        <Group gap="xs">
          <Button type="submit" loading={form.submitting}>
            {editing ? 'Save plan' : 'Add plan'}
          </Button>
          {editing ? (
            <Button variant="default" onClick={onDone}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** Staff (content): credit plans, archived ones too; archive takes a plan off sale (never deleted). */
export function CreditPlansManager() {
  const query = useListStaffCreditPlansQuery();
  const [editing, setEditing] = useState<StaffCreditPlan | null>(null);
  const feedback = useActionFeedback();
  const [save] = useSaveCreditPlanMutation();
  const [problem, setProblem] = useState<string | null>(null);

  if (query.isLoading) return <ListLoading label="Loading credit plans" />;
  if (query.error || !query.data)
    return <ListError title="Could not load the credit plans" query={query} />;
  const { items } = query.data;
  const setActive = (plan: StaffCreditPlan, active: boolean) => {
    setProblem(null);
    feedback
      .after(
        save({ id: plan.id, body: { active } }).unwrap(),
        active
          ? `${plan.name} is on sale again.`
          : `${plan.name} is off sale; customers can no longer buy it.`,
      )
      .catch((failure: unknown) => setProblem(describeApiError(toApiError(failure))));
  };
  return (
    <Stack gap="lg">
      <FormAlert title="Could not change the plan" message={problem} />
      {items.length === 0 ? (
        <EmptyState icon={<IconCoins size={24} />} title="No credit plans yet">
          Customers cannot buy credits until a plan is on sale.
        </EmptyState>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {items.map((plan) => (
            <Paper component="li" key={plan.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{plan.name}</Text>
                  <Text size="sm" c="dimmed">
                    {plan.credits} credits · {formatMoney(plan.priceMinor, plan.currency)} ·{' '}
                    {plan.validityDays} days
                  </Text>
                </Stack>
                <Group gap="xs">
                  {plan.popular ? (
                    <Badge variant="light" color="grape" styles={READABLE_LABEL}>
                      Most popular
                    </Badge>
                  ) : null}
                  <Badge
                    variant="light"
                    color={plan.active ? 'teal' : 'gray'}
                    styles={READABLE_LABEL}
                  >
                    {plan.active ? 'On sale' : 'Archived'}
                  </Badge>
                  <Button size="xs" variant="default" onClick={() => setEditing(plan)}>
                    Edit {plan.name}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setActive(plan, !plan.active)}>
                    {plan.active ? `Archive ${plan.name}` : `Put ${plan.name} on sale`}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <Paper withBorder p="md" radius="md">
        <PlanForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Paper>
    </Stack>
  );
}
