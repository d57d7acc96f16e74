import { Checkbox, Fieldset, Group, MultiSelect, NumberInput, Stack } from '@mantine/core';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Fieldset.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import type { UseFormReturnType } from '@mantine/form';
import type { OfferRules } from '@vitrine/contracts/offer-codes';

/** The rules of an offer's code as a form holds them (the minimum in whole rupees). */
export type OfferRulesValues = {
  minimumRupees: number | string;
  firstOrderOnly: boolean;
  perCustomerLimit: number | string;
  categorySlugs: string[];
  shopIds: string[];
};

/** Rupees to paise: the minimum is asked for in whole rupees. */
const PAISE_PER_RUPEE = 100;

export const offerRulesValues = (rules?: OfferRules): OfferRulesValues => ({
  minimumRupees:
    rules?.minimumAmountMinor == null ? '' : Math.round(rules.minimumAmountMinor / PAISE_PER_RUPEE),
  firstOrderOnly: rules?.firstOrderOnly ?? false,
  perCustomerLimit: rules?.perCustomerLimit ?? '',
  categorySlugs: rules?.categorySlugs ?? [],
  shopIds: rules?.shopIds ?? [],
});

const wholeOrNull = (value: number | string) =>
  value === '' || value === null ? null : Number(value);

/** The API's `rules` from the form's, but the shops (only a platform offer names them). */
export function offerRulesBody(values: OfferRulesValues) {
  const minimum = wholeOrNull(values.minimumRupees);
  return {
    minimumAmountMinor: minimum === null ? null : minimum * PAISE_PER_RUPEE,
    firstOrderOnly: values.firstOrderOnly,
    perCustomerLimit: wholeOrNull(values.perCustomerLimit),
    categorySlugs: values.categorySlugs,
  };
}

/** The form field of an API field of the rules (server errors land on the right input). */
export const offerRulesField = (field: string) =>
  field === 'rules.minimumAmountMinor' ? 'rules.minimumRupees' : field;

export const OFFER_RULES_LABELS = {
  'rules.minimumAmountMinor': 'Minimum amount',
  'rules.minimumRupees': 'Minimum amount',
  'rules.perCustomerLimit': 'Uses per customer',
  'rules.categorySlugs': 'Categories',
  'rules.shopIds': 'Shops',
};

type Option = { value: string; label: string };

/**
 * Who may use an offer's code and on what: a minimum amount, first order only, uses per
 * customer, and the categories (and, for the platform's offers, the shops) it applies to.
 * The form keeps them under `rules`.
 */
export function OfferRulesFields<V extends { rules: OfferRulesValues }>({
  form,
  categories,
  shops,
}: {
  form: UseFormReturnType<V>;
  categories: Option[];
  /** Given for the platform's offers only: a shop's code applies to that shop alone. */
  shops?: Option[];
}) {
  return (
    <Fieldset legend="Who may use the code">
      <Stack gap="sm">
        <Group grow align="flex-start" wrap="wrap">
          <NumberInput
            label="Minimum amount (₹)"
            description="Of the items it applies to; empty: none"
            min={1}
            allowDecimal={false}
            thousandSeparator=","
            miw={160}
            {...form.getInputProps('rules.minimumRupees')}
          />
          <NumberInput
            label="Uses per customer"
            description="Empty: no limit"
            min={1}
            max={1000}
            allowDecimal={false}
            miw={160}
            {...form.getInputProps('rules.perCustomerLimit')}
          />
        </Group>
        <Checkbox
          label="First order only"
          description="Only a customer who has not ordered before may use it."
          {...form.getInputProps('rules.firstOrderOnly', { type: 'checkbox' })}
        />
        <MultiSelect
          label="Categories"
          description="Empty: every category"
          searchable
          data={categories}
          {...form.getInputProps('rules.categorySlugs')}
        />
        {shops ? (
          <MultiSelect
            label="Shops"
            description="Empty: every shop"
            searchable
            data={shops}
            {...form.getInputProps('rules.shopIds')}
          />
        ) : null}
      </Stack>
    </Fieldset>
  );
}

/** Category choices from a tree: each category, then its sub-categories. */
export const categoryOptions = (
  tree: { slug: string; name: string; subCategories?: { slug: string; name: string }[] }[],
): Option[] =>
  tree.flatMap((c) => [
    { value: c.slug, label: c.name },
    ...(c.subCategories ?? []).map((s) => ({ value: s.slug, label: `${c.name} › ${s.name}` })),
  ]);
