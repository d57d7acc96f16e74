import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SegmentedControl,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { useForm } from '@mantine/form';
import type { OwnerOffer } from '@vitrine/contracts/shop-catalogue';
import {
  categoryOptions,
  OFFER_RULES_LABELS,
  offerRulesBody,
  offerRulesField,
  OfferRulesFields,
  offerRulesValues,
  type OfferRulesValues,
} from '../../../components/offer-rules-fields.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useGetCategoryOptionsQuery } from '../api/get-category-options.ts';
import { useCreateOfferMutation, useUpdateOfferMutation } from '../api/save-offer.ts';
import { FormAlert } from './form-alert.tsx';
import { formatMajorAmount, parseMajorAmount } from './price-input.ts';

const labels: Record<string, string> = {
  title: 'Title',
  description: 'Description',
  code: 'Code',
  'discount.percent': 'Percent off',
  'discount.amount.amountMinor': 'Amount off',
  validFrom: 'Starts',
  validUntil: 'Ends',
  ...OFFER_RULES_LABELS,
};

/** The form's field for an API field (the discount's parts share one field each). */
const formField = (field: string) =>
  field === 'discount.percent'
    ? 'percent'
    : field.startsWith('discount.amount')
      ? 'amount'
      : offerRulesField(field);

type Values = {
  title: string;
  description: string;
  code: string;
  kind: 'percent' | 'amount';
  percent: number | string;
  amount: string;
  validFrom: string;
  validUntil: string;
  premiumRequested: boolean;
  rules: OfferRulesValues;
};

const CURRENCY = 'INR';

/** An instant as a `datetime-local` value in the viewer's zone ("2026-12-01T09:30"). */
function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const fromLocalInput = (value: string) => new Date(value).toISOString();
const isLocalDateTime = (value: string) => value !== '' && !Number.isNaN(new Date(value).getTime());

type OfferFormProps = {
  shopId: string;
  offer?: OwnerOffer;
  onDone: (saved: OwnerOffer) => void;
  onCancel: () => void;
};

/** Add or edit an offer: title, code, percent or amount off, when it runs, premium request. */
export function OfferForm({ shopId, offer, onDone, onCancel }: OfferFormProps) {
  // feedback: the console closes the dialog and says "“…” is saved." (status); failures stay in the form's alert
  const [create] = useCreateOfferMutation();
  // feedback: the console closes the dialog and says "“…” is saved." (status); failures stay in the form's alert
  const [update] = useUpdateOfferMutation();
  const categories = useGetCategoryOptionsQuery();
  const currency = offer?.discount.kind === 'amount' ? offer.discount.amount.currency : CURRENCY;
  const now = Date.now();
  const form = useForm<Values>({
    initialValues: {
      title: offer?.title ?? '',
      description: offer?.description ?? '',
      code: offer?.code ?? '',
      kind: offer?.discount.kind ?? 'percent',
      percent: offer?.discount.kind === 'percent' ? offer.discount.percent : 10,
      amount:
        offer?.discount.kind === 'amount'
          ? formatMajorAmount(offer.discount.amount.amountMinor, currency)
          : '',
      validFrom: toLocalInput(offer?.validFrom ?? new Date(now).toISOString()),
      validUntil: toLocalInput(offer?.validUntil ?? new Date(now + 14 * 86_400_000).toISOString()),
      premiumRequested: offer?.premiumRequested ?? false,
      rules: offerRulesValues(offer?.rules),
    },
    validate: {
      title: (value) => (value.trim() ? null : 'Title is required'),
      code: (value) =>
        value.trim() === '' || /^[A-Za-z0-9-]{3,20}$/.test(value.trim())
          ? null
          : 'Code must be 3–20 letters, digits or dashes',
      percent: (value, values) =>
        values.kind !== 'percent' ||
        (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100)
          ? null
          : 'Percent off must be a whole number from 1 to 100',
      amount: (value, values) => {
        if (values.kind !== 'amount') return null;
        const minor = parseMajorAmount(value, currency);
        return minor !== undefined && minor > 0 ? null : 'Amount off must be more than 0';
      },
      validFrom: (value) => (isLocalDateTime(value) ? null : 'Starts must be a date and time'),
      validUntil: (value, values) => {
        if (!isLocalDateTime(value)) return 'Ends must be a date and time';
        return isLocalDateTime(values.validFrom) &&
          new Date(value).getTime() <= new Date(values.validFrom).getTime()
          ? 'Ends must be after Starts'
          : null;
      },
    },
  });

  const { submit, alert } = useFormSubmit(
    form,
    labels,
    async (values) => {
      const fields = {
        title: values.title.trim(),
        description: values.description.trim(),
        code: values.code.trim() ? values.code.trim().toUpperCase() : null,
        discount:
          values.kind === 'percent'
            ? { kind: 'percent' as const, percent: Number(values.percent) }
            : {
                kind: 'amount' as const,
                amount: { amountMinor: parseMajorAmount(values.amount, currency)!, currency },
              },
        validFrom: fromLocalInput(values.validFrom),
        validUntil: fromLocalInput(values.validUntil),
        premiumRequested: values.premiumRequested,
        rules: offerRulesBody(values.rules),
      };
      const saved = offer
        ? await update({ id: offer.id, changes: fields }).unwrap()
        : await create({ shopId, ...fields }).unwrap();
      onDone(saved);
    },
    formField,
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <FormAlert title="Could not save the offer" message={alert} />
        <TextInput label="Title" required maxLength={120} {...form.getInputProps('title')} />
        <Textarea
          label="Description"

          rows={3}
          maxLength={2000}
          {...form.getInputProps('description')}
        />
        <TextInput
          label="Code"
          description="Optional. Shoppers quote it; each of your running offers needs its own."
          maxLength={20}
          styles={{ input: { textTransform: 'uppercase' } }}
          {...form.getInputProps('code')}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id="discount-kind-label">
            Discount
          </Text>
          <SegmentedControl
            aria-labelledby="discount-kind-label"
            data={[
              { value: 'percent', label: 'Percent off' },
              { value: 'amount', label: 'Amount off' },
            ]}
            w="fit-content"
            {...form.getInputProps('kind')}
          />
        </Stack>
        {form.values.kind === 'percent' ? (
          <NumberInput
            label="Percent off"
            required
            min={1}
            max={100}
            allowDecimal={false}
            suffix="%"
            {...form.getInputProps('percent')}
          />
        ) : (
          <TextInput
            label={`Amount off (${currency})`}
            required
            inputMode="decimal"
            placeholder="500"
            {...form.getInputProps('amount')}
          />
        )}
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label="Starts"
            required
            {...form.getInputProps('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label="Ends"
            required
            {...form.getInputProps('validUntil')}
          />
        </Group>
        <OfferRulesFields form={form} categories={categoryOptions(categories.data?.items ?? [])} />
        <Checkbox
          label="Request premium placement"
          description="Staff review requests; premium offers lead the offers page."
          disabled={offer?.premium}
          {...form.getInputProps('premiumRequested', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            {offer ? 'Save changes' : 'Add offer'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
