import { Alert, Button, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/ScrollArea.layer.css';
import '@mantine/core/styles/Popover.layer.css';
import '@mantine/core/styles/Combobox.layer.css';
import { useForm } from '@mantine/form';
import type { Profile } from '@vitrine/contracts/account';
import { CURRENCY_CODES, SUPPORTED_WORD_LOCALES } from '@vitrine/contracts/money-words';
import { useState } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { formatDate } from '../../../lib/format-date-time.ts';
import { submitErrors } from '../../../lib/form-errors.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { useUpdateProfileMutation } from '../api/update-profile.ts';

const labels = {
  name: 'Name',
  currency: 'Currency',
  locale: 'Language of amounts',
  timeZone: 'Time zone',
};
const DEFAULT = '';
const currencyOptions = [
  { value: DEFAULT, label: 'Default (INR)' },
  ...CURRENCY_CODES.map((code) => ({ value: code, label: code })),
];
const localeOptions = [
  { value: DEFAULT, label: 'Default (en-IN)' },
  ...SUPPORTED_WORD_LOCALES.map((code) => ({ value: code, label: code })),
];
const timeZoneOptions = [
  { value: DEFAULT, label: 'This device’s time zone' },
  ...Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone })),
];

type Values = { name: string; currency: string; locale: string; timeZone: string };

/** Settings: my name, and how amounts and times are shown to me. */
export function ProfileForm({ profile }: { profile: Profile }) {
  // feedback: the form says the profile is saved (status), or marks the fields and alerts
  const [updateProfile] = useUpdateProfileMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const money = useMoneyFormat();
  const form = useForm<Values>({
    initialValues: {
      name: profile.name,
      currency: profile.currency ?? DEFAULT,
      locale: profile.locale ?? DEFAULT,
      timeZone: profile.timeZone ?? DEFAULT,
    },
    validate: { name: (value) => (value.trim() ? null : 'Name is required') },
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    setSaved(false);
    try {
      await updateProfile({
        name: values.name,
        currency: values.currency || null,
        locale: values.locale || null,
        timeZone: values.timeZone || null,
      }).unwrap();
      setSaved(true);
    } catch (error) {
      const found = submitErrors(toApiError(error), labels);
      form.setErrors(found.fields);
      setAlert(found.alert);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Profile">
      <Stack gap="md">
        {saved ? (
          <Alert color="teal" variant="light" title="Profile saved" role="status">
            Your changes are saved.
          </Alert>
        ) : null}
        {alert ? (
          <Alert color="red" variant="light" title="Could not save the profile">
            {alert}
          </Alert>
        ) : null}
        <TextInput
          label="Name"
          autoComplete="name"
          required
          maw={420}
          {...form.getInputProps('name')}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            label="Currency"
            description={`Prices are charged in INR. In another currency, an approximate amount is shown beside each price${
              money.ratesAsOf ? ` (rates of ${formatDate(`${money.ratesAsOf}T12:00:00Z`)})` : ''
            }.`}
            data={currencyOptions}
            searchable
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
          <Select
            label="Language of amounts"
            description="Amounts in words use it"
            data={localeOptions}
            searchable
            allowDeselect={false}
            {...form.getInputProps('locale')}
          />
          <Select
            label="Time zone"
            data={timeZoneOptions}
            searchable
            allowDeselect={false}
            {...form.getInputProps('timeZone')}
          />
        </SimpleGrid>
        <Button type="submit" loading={form.submitting} w="fit-content">
          Save profile
        </Button>
      </Stack>
    </form>
  );
}
