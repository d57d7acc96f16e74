import {
  Alert,
  Button,
  Checkbox,
  Group,
  MultiSelect,
  NumberInput,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import '@mantine/core/styles/Pill.layer.css';
import '@mantine/core/styles/PillsInput.layer.css';
import '@mantine/core/styles/NumberInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { useForm } from '@mantine/form';
import { GENDERS, genderLabels, type Gender, type Shop } from '@vitrine/contracts/catalogue';
import { useMemo, useState } from 'react';
import { ErrorState } from '../../../components/error-state.tsx';
import { toApiError } from '../../../lib/api.ts';
import { submitErrors } from '../../../lib/form-errors.ts';
import { SaveProblem } from './save-problem.tsx';
import { useGetConsoleShopQuery } from '../api/get-console-shop.ts';
import {
  useGetCategoryChoicesQuery,
  useGetLanguageChoicesQuery,
  useGetOccasionChoicesQuery,
} from '../api/get-taxonomy.ts';
import { useUpdateVendorMutation, type UpdateVendorInput } from '../api/update-vendor.ts';
import { useConsoleShop } from '../hooks/use-console-shop.ts';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard.ts';
import { timeZoneChoices } from '../time-zones.ts';

export type ProfileValues = {
  name: string;
  description: string;
  categories: string[];
  subCategories: string[];
  genders: Gender[];
  occasions: string[];
  languages: string[];
  city: string;
  state: string;
  timeZone: string;
  /** In major units (rupees); the API takes minor units. */
  priceMin: number | string;
  priceMax: number | string;
  currency: string;
  isStitcher: boolean;
};

/** The form's field for each field the API names in a 400. */
const labels: Record<string, string> = {
  name: 'Shop name',
  description: 'Description',
  categories: 'Categories',
  subCategories: 'Sub-categories',
  genders: 'Who you dress',
  occasions: 'Occasions',
  languages: 'Languages',
  city: 'City',
  state: 'State',
  timeZone: 'Time zone',
  priceMin: 'Lowest price',
  priceMax: 'Highest price',
  currency: 'Currency',
};
const apiFieldToForm: Record<string, keyof ProfileValues> = {
  'priceRange.minMinor': 'priceMin',
  'priceRange.maxMinor': 'priceMax',
  'priceRange.currency': 'currency',
};

const CURRENCIES = ['INR', 'USD', 'EUR', 'GBP', 'AED'];

const valuesOf = (shop: Shop): ProfileValues => ({
  name: shop.name,
  description: shop.description,
  categories: shop.categories.map((c) => c.slug),
  subCategories: shop.subCategories.map((c) => c.slug),
  genders: shop.genders,
  occasions: shop.occasions.map((o) => o.slug),
  languages: shop.languages.map((l) => l.code),
  city: shop.address.city,
  state: shop.address.state,
  timeZone: shop.timeZone,
  priceMin: shop.priceRange.minMinor / 100,
  priceMax: shop.priceRange.maxMinor / 100,
  currency: shop.priceRange.currency,
  isStitcher: shop.isStitcher,
});

const toMinor = (value: number | string) => Math.round(Number(value) * 100);

export function toUpdateInput(values: ProfileValues): UpdateVendorInput {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    categories: values.categories,
    subCategories: values.subCategories,
    genders: values.genders,
    occasions: values.occasions,
    languages: values.languages,
    city: values.city.trim(),
    state: values.state.trim(),
    timeZone: values.timeZone,
    priceRange: {
      minMinor: toMinor(values.priceMin),
      maxMinor: toMinor(values.priceMax),
      currency: values.currency,
    },
    isStitcher: values.isStitcher,
  };
}

function validate(values: ProfileValues): Partial<Record<keyof ProfileValues, string>> {
  const errors: Partial<Record<keyof ProfileValues, string>> = {};
  if (values.name.trim().length < 2) errors.name = 'Shop name must be at least 2 characters';
  if (values.description.trim().length > 2000) {
    errors.description = 'Description must be at most 2000 characters';
  }
  if (values.city.trim().length < 2) errors.city = 'City must be at least 2 characters';
  if (values.state.trim().length < 2) errors.state = 'State must be at least 2 characters';
  if (values.categories.length === 0) errors.categories = 'Choose at least one category';
  const min = Number(values.priceMin);
  const max = Number(values.priceMax);
  if (values.priceMin === '' || !(min >= 0)) errors.priceMin = 'Lowest price must be 0 or more';
  if (values.priceMax === '' || !(max >= 0)) errors.priceMax = 'Highest price must be 0 or more';
  else if (max < min) errors.priceMax = 'Highest price must not be below the lowest';
  return errors;
}

/** The profile form, once the shop and the taxonomy are loaded. */
function ProfileFormFields({ shop }: { shop: Shop }) {
  const categoriesQuery = useGetCategoryChoicesQuery();
  const languagesQuery = useGetLanguageChoicesQuery();
  const occasionsQuery = useGetOccasionChoicesQuery();
  // feedback: the form says the profile is saved, or marks the fields and alerts
  const [updateVendor] = useUpdateVendorMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const zones = useMemo(timeZoneChoices, []);

  const form = useForm<ProfileValues>({ initialValues: valuesOf(shop), validate });
  useUnsavedChangesGuard(form.isDirty());

  const tree = categoriesQuery.data?.items ?? [];
  const chosen = form.values.categories;
  const subCategoryData = tree
    .filter((category) => chosen.includes(category.slug))
    .map((category) => ({
      group: category.name,
      items: category.subCategories.map((sub) => ({ value: sub.slug, label: sub.name })),
    }));

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    try {
      const updated = await updateVendor({ shopId: shop.id, ...toUpdateInput(values) }).unwrap();
      const next = valuesOf(updated);
      form.setInitialValues(next);
      form.setValues(next);
      setSaved(true);
    } catch (error) {
      const apiError = toApiError(error);
      for (const issue of apiError.fieldIssues) {
        const field = apiFieldToForm[issue.field];
        if (field) issue.field = field;
      }
      const found = submitErrors(apiError, labels);
      form.setErrors(found.fields);
      setAlert(found.alert);
    }
  });

  const choicesFailed = categoriesQuery.isError || languagesQuery.isError || occasionsQuery.isError;

  return (
    <form onSubmit={submit} noValidate aria-label="Shop profile">
      <Stack gap="md" maw={760}>
        {saved && !form.isDirty() ? (
          <Alert color="teal" variant="light" title="Profile saved" role="status">
            Shoppers see the change in search within a second.
          </Alert>
        ) : null}
        <SaveProblem title="Could not save the profile" message={alert} />
        {choicesFailed ? (
          <Alert color="orange" variant="light" role="status">
            The lists of categories, occasions or languages could not be loaded; reload the page to
            change them.
          </Alert>
        ) : null}
        <TextInput label="Shop name" required {...form.getInputProps('name')} />
        <Textarea
          label="Description"
          description="What you make or sell, your specialities, how you work. Up to 2000 characters."
          rows={6}
          {...form.getInputProps('description')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <MultiSelect
            label="Categories"
            required
            searchable
            data={tree.map((c) => ({ value: c.slug, label: c.name }))}
            {...form.getInputProps('categories')}
            onChange={(value) => {
              form.setFieldValue('categories', value);
              // Sub-categories of a category no longer chosen go with it.
              const allowed = new Set(
                tree
                  .filter((c) => value.includes(c.slug))
                  .flatMap((c) => c.subCategories.map((s) => s.slug)),
              );
              form.setFieldValue(
                'subCategories',
                form.getValues().subCategories.filter((s) => allowed.has(s)),
              );
            }}
          />
          <MultiSelect
            label="Sub-categories"
            searchable
            description={chosen.length === 0 ? 'Choose a category first' : undefined}
            data={subCategoryData}
            disabled={chosen.length === 0}
            {...form.getInputProps('subCategories')}
          />
          <MultiSelect
            label="Occasions"
            searchable
            data={(occasionsQuery.data?.items ?? []).map((o) => ({ value: o.slug, label: o.name }))}
            {...form.getInputProps('occasions')}
          />
          <MultiSelect
            label="Languages"
            searchable
            data={(languagesQuery.data?.items ?? []).map((l) => ({
              value: l.code,
              label: `${l.name} (${l.nativeName})`,
            }))}
            {...form.getInputProps('languages')}
          />
        </SimpleGrid>
        <Checkbox.Group label="Who you dress" {...form.getInputProps('genders')}>
          <Group gap="md" mt={6}>
            {GENDERS.map((gender) => (
              <Checkbox key={gender} value={gender} label={genderLabels[gender]} />
            ))}
          </Group>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label="City" required {...form.getInputProps('city')} />
          <TextInput label="State" required {...form.getInputProps('state')} />
          <Select
            label="Time zone"
            description="Your meeting hours are in this zone."
            searchable
            allowDeselect={false}
            data={zones.includes(form.values.timeZone) ? zones : [form.values.timeZone, ...zones]}
            {...form.getInputProps('timeZone')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label="Lowest price"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('priceMin')}
          />
          <NumberInput
            label="Highest price"
            min={0}
            decimalScale={2}
            thousandSeparator=","
            {...form.getInputProps('priceMax')}
          />
          <Select
            label="Currency"
            data={CURRENCIES}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <Switch
          label="We take stitching (tailoring) orders"
          {...form.getInputProps('isStitcher', { type: 'checkbox' })}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.submitting} disabled={!form.isDirty()}>
            Save profile
          </Button>
          <Button
            variant="default"
            disabled={!form.isDirty() || form.submitting}
            onClick={() => form.reset()}
          >
            Discard changes
          </Button>
          {form.isDirty() ? (
            <Text size="sm" c="dimmed" role="status">
              Unsaved changes
            </Text>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** /vendor/profile: the shop's name, description, taxonomy, place, prices and stitching. */
export function ProfileForm() {
  const { shop } = useConsoleShop();
  const detail = useGetConsoleShopQuery(shop.id);
  if (detail.isLoading) {
    return (
      <Stack gap="md" maw={760} aria-busy="true" aria-label="Loading the profile">
        <Skeleton h={56} />
        <Skeleton h={120} />
        <Skeleton h={56} />
      </Stack>
    );
  }
  if (detail.isError || !detail.data) {
    return (
      <ErrorState
        title="We could not load your shop's profile"
        error={toApiError(detail.error)}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  // A new shop (switcher) starts a new form.
  return <ProfileFormFields key={detail.data.id} shop={detail.data} />;
}
