import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import { useForm } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDiscount } from '@tabler/icons-react';
import {
  createPlatformOfferInputSchema,
  type PlatformOffer,
} from '@vitrine/contracts/staff-content';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ListPagination } from '../../../components/list-pagination.tsx';
import { toApiError } from '../../../lib/api.ts';
import { describeApiError } from '../../../lib/api-error.ts';
import { labelledResolver } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import {
  OFFER_RULES_LABELS,
  offerRulesBody,
  offerRulesField,
  OfferRulesFields,
  offerRulesValues,
  type OfferRulesValues,
} from '../../../components/offer-rules-fields.tsx';
import { offerRulesSummary } from '../../../components/offer-rules-summary.ts';
import { useArchivePlatformOfferMutation } from '../api/archive-platform-offer.ts';
import { useGetStaffTaxonomyQuery } from '../api/get-staff-taxonomy.ts';
import { useListStaffShopsQuery } from '../api/list-staff-shops.ts';
import { useListPlatformOffersQuery } from '../api/list-platform-offers.ts';
import { useSavePlatformOfferMutation } from '../api/save-platform-offer.ts';
import { FormAlert } from './form-alert.tsx';
import { ListError, ListLoading } from './list-states.tsx';
import { READABLE_LABEL } from './readable-badge.ts';

const LIMIT = 20;
type OfferValues = {
  title: string;
  description: string;
  code: string;
  percent: number | string;
  validFrom: string;
  validUntil: string;
  premium: boolean;
  rules: OfferRulesValues;
};
const labels = {
  title: 'Title',
  description: 'Description',
  code: 'Code',
  discount: 'Discount (%)',
  'discount.percent': 'Discount (%)',
  percent: 'Discount (%)',
  validFrom: 'Starts',
  validUntil: 'Ends',
  premium: 'Premium placement',
  ...OFFER_RULES_LABELS,
};
const validate = labelledResolver(createPlatformOfferInputSchema, labels);
/** A datetime-local value ("2026-12-01T10:00") as an ISO instant; blank stays blank. */
const iso = (local: string) => (local ? new Date(local).toISOString() : '');
const local = (isoValue: string) => {
  const date = new Date(isoValue);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const bodyOf = (values: OfferValues) => ({
  title: values.title,
  description: values.description,
  code: values.code.trim() ? values.code : null,
  discount: { kind: 'percent' as const, percent: Number(values.percent) },
  validFrom: iso(values.validFrom),
  validUntil: iso(values.validUntil),
  premium: values.premium,
  rules: { ...offerRulesBody(values.rules), shopIds: values.rules.shopIds },
});
const fieldOf = (field: string) =>
  field.startsWith('discount') ? 'percent' : offerRulesField(field);

function OfferForm({ editing, onDone }: { editing: PlatformOffer | null; onDone: () => void }) {
  const feedback = useActionFeedback();
  const [save] = useSavePlatformOfferMutation();
  const taxonomy = useGetStaffTaxonomyQuery();
  const shops = useListStaffShopsQuery({ searchKey: '', status: 'active', page: 1, limit: 100 });
  const stored = taxonomy.data?.categories ?? [];
  const nameOf = new Map(stored.map((c) => [c.slug, c.name]));
  const categories = stored.map((c) => ({
    value: c.slug,
    label: c.parentSlug ? `${nameOf.get(c.parentSlug) ?? c.parentSlug} › ${c.name}` : c.name,
  }));
  const form = useForm<OfferValues>({
    initialValues: {
      title: editing?.title ?? '',
      description: editing?.description ?? '',
      code: editing?.code ?? '',
      percent: editing?.discount.kind === 'percent' ? editing.discount.percent : '',
      validFrom: editing ? local(editing.validFrom) : '',
      validUntil: editing ? local(editing.validUntil) : '',
      premium: editing?.premium ?? false,
      rules: offerRulesValues(editing?.rules),
    },
    validate: (values) =>
      Object.fromEntries(
        Object.entries(validate(bodyOf(values))).map(([field, message]) => [
          fieldOf(field),
          message,
        ]),
      ),
  });
  const { submit, alert } = useFormSubmit(
    form,
    labels,
    async (values) => {
      await feedback.after(
        save({ id: editing?.id, body: bodyOf(values) }).unwrap(),
        editing ? `The offer “${values.title}” is saved.` : `The offer “${values.title}” is added.`,
      );
      if (!editing) form.reset();
      onDone();
    },
    fieldOf,
  );
  const title = editing ? `Edit “${editing.title}”` : 'Add a platform offer';
  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        <FormAlert title="Could not save the offer" message={alert} />
        <TextInput label="Title" {...form.getInputProps('title')} />
        <TextInput label="Description" {...form.getInputProps('description')} />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput
            label="Code"
            description="Optional, e.g. WELCOME10"
            miw={140}
            {...form.getInputProps('code')}
          />
          <NumberInput
            label="Discount (%)"
            min={1}
            max={100}
            miw={120}
            {...form.getInputProps('percent')}
          />
          <TextInput
            type="datetime-local"
            label="Starts"
            miw={200}
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            miw={200}
            {...form.getInputProps('validUntil')}
          />
        </Group>
        <OfferRulesFields
          form={form}
          categories={categories}
          shops={(shops.data?.items ?? []).map((shop) => ({ value: shop.id, label: shop.name }))}
        />
        <Switch
          label="Premium placement"
          {...form.getInputProps('premium', { type: 'checkbox' })}
        />
        <Group gap="xs">
          <Button type="submit" loading={form.submitting}>
            {editing ? 'Save offer' : 'Add offer'}
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

const discountText = (offer: PlatformOffer) =>
  offer.discount.kind === 'percent'
    ? `${offer.discount.percent}% off`
    : `${offer.discount.amount.amountMinor} ${offer.discount.amount.currency} off`;

/** Staff (content): the platform's offers, searched with offerSearchKey, with the offer form. */
export function PlatformOffersManager() {
  const [search, setSearch] = useState('');
  const [offerSearchKey] = useDebouncedValue(search.trim(), 300);
  const [status, setStatus] = useState<'active' | 'archived' | 'any'>('any');
  const [page, setPage] = useState(1);
  const query = useListPlatformOffersQuery({ offerSearchKey, status, page, limit: LIMIT });
  const [editing, setEditing] = useState<PlatformOffer | null>(null);
  const feedback = useActionFeedback();
  const [archive] = useArchivePlatformOfferMutation();
  const [problem, setProblem] = useState<string | null>(null);

  let list;
  if (query.isLoading) list = <ListLoading label="Loading offers" />;
  else if (query.error || !query.data)
    list = <ListError title="Could not load the offers" query={query} />;
  else if (query.data.total === 0) {
    list = (
      <EmptyState
        icon={<IconDiscount size={24} />}
        title={offerSearchKey ? 'No offer matches' : 'No platform offers yet'}
      >
        {offerSearchKey
          ? 'Try other words, or another status.'
          : 'Add one below; shoppers see it within its dates.'}
      </EmptyState>
    );
  } else {
    list = (
      <Stack gap="sm">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {query.data.items.map((offer) => (
            <Paper component="li" key={offer.id} withBorder p="sm" radius="md">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Stack gap={2}>
                  <Text fw={600}>{offer.title}</Text>
                  <Text size="sm" c="dimmed">
                    {discountText(offer)}
                    {offer.code ? ` · code ${offer.code}` : ''} ·{' '}
                    {new Date(offer.validFrom).toLocaleDateString()} –{' '}
                    {new Date(offer.validUntil).toLocaleDateString()}
                  </Text>
                  {offerRulesSummary(offer.rules) ? (
                    <Text size="sm" c="dimmed">
                      {offerRulesSummary(offer.rules)}
                    </Text>
                  ) : null}
                </Stack>
                <Group gap="xs">
                  <Badge
                    variant="light"
                    color={offer.status === 'active' ? 'teal' : 'gray'}
                    styles={READABLE_LABEL}
                  >
                    {offer.status === 'active' ? 'Live' : 'Archived'}
                  </Badge>
                  <Button size="xs" variant="default" onClick={() => setEditing(offer)}>
                    Edit {offer.title}
                  </Button>
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => {
                      setProblem(null);
                      feedback
                        .after(
                          archive({ id: offer.id, archived: offer.status === 'active' }).unwrap(),
                          offer.status === 'active'
                            ? `The offer “${offer.title}” is archived.`
                            : `The offer “${offer.title}” is restored.`,
                        )
                        .catch((failure: unknown) =>
                          setProblem(describeApiError(toApiError(failure))),
                        );
                    }}
                  >
                    {offer.status === 'active'
                      ? `Archive ${offer.title}`
                      : `Restore ${offer.title}`}
                  </Button>
                </Group>
              </Group>
            </Paper>
          ))}
        </Stack>
        <ListPagination
          total={query.data.total}
          page={page}
          limit={LIMIT}
          onChange={setPage}
          noun="offers"
        />
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Group align="flex-end" wrap="wrap">
        <TextInput
          label="Search offers"
          placeholder="Title or description"
          value={search}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: 1, minWidth: 200 }}
        />
        <SegmentedControl
          aria-label="Status"
          value={status}
          onChange={(value) => {
            setStatus(value as typeof status);
            setPage(1);
          }}
          data={[
            { value: 'any', label: 'All' },
            { value: 'active', label: 'Live' },
            { value: 'archived', label: 'Archived' },
          ]}
        />
      </Group>
      <FormAlert title="Could not change the offer" message={problem} />
      {list}
      <Paper withBorder p="md" radius="md">
        <OfferForm key={editing?.id ?? 'new'} editing={editing} onDone={() => setEditing(null)} />
      </Paper>
    </Stack>
  );
}
