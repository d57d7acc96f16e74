import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressInputSchema } from '@vitrine/contracts/account';
import { useState } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { labelledResolver, submitErrors } from '../../../lib/form-errors.ts';
import { useAddAddressMutation } from '../api/add-address.ts';
import { AddressPlaceFields } from './address-place-fields.tsx';

const labels = {
  name: 'Name',
  phone: 'Phone',
  line1: 'Address line 1',
  line2: 'Address line 2',
  landmark: 'Landmark',
  city: 'City',
  state: 'State',
  postalCode: 'Postal code',
  country: 'Country',
};

type Values = {
  name: string;
  phone: string;
  line1: string;
  line2: string;
  landmark: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
};

/** A new delivery address; the server checks the phone and postal code for the country. */
export function AddressForm({ onDone }: { onDone: () => void }) {
  const [addAddress] = useAddAddressMutation();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: {
      name: '',
      phone: '',
      line1: '',
      line2: '',
      landmark: '',
      city: '',
      state: '',
      postalCode: '',
      country: 'IN',
    },
    validate: labelledResolver(addressInputSchema, labels),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await addAddress(values).unwrap();
      form.reset();
      onDone();
    } catch (error) {
      const found = submitErrors(toApiError(error), labels);
      form.setErrors(found.fields);
      setAlert(found.alert);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="New address">
      <Stack gap="md">
        {alert ? (
          <Alert color="red" variant="light" title="Could not save the address">
            {alert}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            {...form.getInputProps('phone')}
          />
        </SimpleGrid>
        <TextInput
          label="Address line 1"
          autoComplete="address-line1"
          required
          {...form.getInputProps('line1')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Address line 2"
            autoComplete="address-line2"
            {...form.getInputProps('line2')}
          />
          <TextInput label="Landmark" {...form.getInputProps('landmark')} />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <AddressPlaceFields form={form} />
        </SimpleGrid>
        <Group gap="sm">
          <Button type="submit" loading={form.submitting}>
            Save address
          </Button>
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
