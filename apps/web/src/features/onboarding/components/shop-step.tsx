import {
  Checkbox,
  Grid,
  Group,
  Loader,
  MultiSelect,
  NumberInput,
  Select,
  Stack,
  Switch,
  TextInput,
  Textarea,
} from '@mantine/core';
import '@mantine/core/styles/Grid.layer.css';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useForm } from '@mantine/form';
import { GENDERS, genderLabels, type Gender } from '@vitrine/contracts/catalogue';
import { currencyExponent, minorToMajor } from '@vitrine/contracts/money';
import {
  APPLICATION_CURRENCIES,
  applicationShopSchema,
  type ShopApplication,
} from '@vitrine/contracts/onboarding';
import { useMemo } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useGetApplicationVocabularyQuery } from '../api/get-application-vocabulary.ts';
import { useSaveApplicationStepMutation } from '../api/save-application-step.ts';
import { StepActions } from './step-actions.tsx';
import { StepAlert } from './step-alert.tsx';
import { stepResolver, type StepProps } from './step-form.ts';

const labels = {
  name: 'Shop name',
  description: 'Description',
  categorySlugs: 'Categories',
  subCategorySlugs: 'Sub-categories',
  genders: 'Who you dress',
  occasionSlugs: 'Occasions',
  languageCodes: 'Languages',
  city: 'City',
  state: 'State',
  timeZone: 'Time zone',
  priceMinMinor: 'Lowest price',
  priceMaxMinor: 'Highest price',
  currency: 'Currency',
  offersStitching: 'Stitching',
};

type Values = {
  name: string;
  description: string;
  categorySlugs: string[];
  subCategorySlugs: string[];
  genders: Gender[];
  occasionSlugs: string[];
  languageCodes: string[];
  city: string;
  state: string;
  timeZone: string;
  /** Major units as typed (rupees); sent in minor units. */
  priceMinMinor: number | string;
  priceMaxMinor: number | string;
  currency: string;
  offersStitching: boolean;
};

const toMinor = (major: number | string, currency: string) =>
  major === '' ? undefined : Math.round(Number(major) * 10 ** currencyExponent(currency));

const toBody = (values: Values) => ({
  ...values,
  priceMinMinor: toMinor(values.priceMinMinor, values.currency),
  priceMaxMinor: toMinor(values.priceMaxMinor, values.currency),
});

const TIME_ZONES = Intl.supportedValuesOf('timeZone');

export function ShopStep({
  application,
  onSaved,
  onBack,
}: StepProps & { application: ShopApplication | null }) {
  const vocabulary = useGetApplicationVocabularyQuery();
  // feedback: the wizard moves on to the next step, or the step's alert says why not
  const [save, { isLoading }] = useSaveApplicationStepMutation();
  const saved = application?.shop ?? {};
  const currency = saved.currency ?? 'INR';
  const form = useForm<Values>({
    initialValues: {
      name: saved.name ?? '',
      description: saved.description ?? '',
      categorySlugs: saved.categorySlugs ?? [],
      subCategorySlugs: saved.subCategorySlugs ?? [],
      genders: saved.genders ?? [],
      occasionSlugs: saved.occasionSlugs ?? [],
      languageCodes: saved.languageCodes ?? [],
      city: saved.city ?? application?.business.addressCity ?? '',
      state: saved.state ?? application?.business.addressState ?? '',
      timeZone: saved.timeZone ?? 'Asia/Kolkata',
      priceMinMinor:
        saved.priceMinMinor === undefined ? '' : minorToMajor(saved.priceMinMinor, currency),
      priceMaxMinor:
        saved.priceMaxMinor === undefined ? '' : minorToMajor(saved.priceMaxMinor, currency),
      currency,
      offersStitching: saved.offersStitching ?? false,
    },
    validate: stepResolver<Values>(applicationShopSchema, labels, toBody),
  });
  const chosen = form.getValues().categorySlugs;
  const subCategoryOptions = useMemo(
    () =>
      (vocabulary.data?.categories ?? [])
        .filter((category) => chosen.includes(category.slug))
        .map((category) => ({
          group: category.name,
          items: category.subCategories.map((sub) => ({ value: sub.slug, label: sub.name })),
        })),
    [vocabulary.data, chosen],
  );

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    await save({ step: 'shop', body: applicationShopSchema.parse(toBody(values)) }).unwrap();
    onSaved();
  });

  if (vocabulary.isLoading) return <Loader aria-label="Loading categories" />;
  if (vocabulary.error || !vocabulary.data) {
    return (
      <ErrorState
        title="Could not load the categories"
        error={toApiError(vocabulary.error)}
        onRetry={() => void vocabulary.refetch()}
      />
    );
  }
  const { categories, occasions, languages } = vocabulary.data;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepAlert title="Could not save this step" message={alert} />
        <TextInput label="Shop name" required maxLength={80} {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          description="What you make or sell, your style, what a customer can expect. At least 20 characters."
          rows={4}
          required
          {...form.getInputProps('description')}
        />
        <MultiSelect
          label="Categories"
          required
          searchable
          data={categories.map((c) => ({ value: c.slug, label: c.name }))}
          {...form.getInputProps('categorySlugs')}
          onChange={(value) => {
            form.setFieldValue('categorySlugs', value);
            // Sub-categories of a category no longer chosen go with it.
            const allowed = new Set(
              categories
                .filter((c) => value.includes(c.slug))
                .flatMap((c) => c.subCategories.map((s) => s.slug)),
            );
            form.setFieldValue(
              'subCategorySlugs',
              form.getValues().subCategorySlugs.filter((slug) => allowed.has(slug)),
            );
          }}
        />
        <MultiSelect
          label="Sub-categories"
          description={chosen.length === 0 ? 'Choose a category first.' : undefined}
          searchable
          disabled={chosen.length === 0}
          data={subCategoryOptions}
          {...form.getInputProps('subCategorySlugs')}
        />
        <Checkbox.Group label="Who you dress" required {...form.getInputProps('genders')}>
          <Group mt="xs">
            {GENDERS.map((gender) => (
              <Checkbox key={gender} value={gender} label={genderLabels[gender]} />
            ))}
          </Group>
        </Checkbox.Group>
        <MultiSelect
          label="Occasions"
          searchable
          data={occasions.map((o) => ({ value: o.slug, label: o.name }))}
          {...form.getInputProps('occasionSlugs')}
        />
        <MultiSelect
          label="Languages"
          description="Languages you hold consultations in."
          required
          searchable
          data={languages.map((l) => ({ value: l.code, label: `${l.name} (${l.nativeName})` }))}
          {...form.getInputProps('languageCodes')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="City" required {...form.getInputProps('city')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput label="State" required {...form.getInputProps('state')} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Time zone"
              description="Your meeting hours are in this zone."
              required
              searchable
              data={TIME_ZONES}
              {...form.getInputProps('timeZone')}
            />
          </Grid.Col>
        </Grid>
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Lowest price"
              min={0}
              thousandSeparator=","
              required
              {...form.getInputProps('priceMinMinor')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NumberInput
              label="Highest price"
              min={0}
              thousandSeparator=","
              required
              {...form.getInputProps('priceMaxMinor')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label="Currency"
              required
              allowDeselect={false}
              data={[...APPLICATION_CURRENCIES]}
              {...form.getInputProps('currency')}
            />
          </Grid.Col>
        </Grid>
        <Switch
          label="We offer stitching (made-to-measure tailoring)"
          {...form.getInputProps('offersStitching', { type: 'checkbox' })}
        />
        <StepActions onBack={onBack} saving={isLoading} />
      </Stack>
    </form>
  );
}
