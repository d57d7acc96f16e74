import { Alert, Button, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { addressInputSchema, type Address } from '@vitrine/contracts/account';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { toApiError } from '../../../lib/api.ts';
import { labelledResolver, submitErrors } from '../../../lib/form-errors.ts';
import { useAddAddressMutation } from '../api/add-address.ts';
import { useUpdateAddressMutation } from '../api/update-address.ts';
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

const valuesOf = (address?: Address): Values => ({
  name: address?.name ?? '',
  phone: address?.phone ?? '',
  line1: address?.line1 ?? '',
  line2: address?.line2 ?? '',
  landmark: address?.landmark ?? '',
  city: address?.city ?? '',
  state: address?.state ?? '',
  postalCode: address?.postalCode ?? '',
  country: address?.country ?? 'IN',
});

/**
 * A new delivery address, or a change of `address` (filled with what it holds); the server
 * checks the phone and postal code for the country. `onDone` follows a save or a cancel.
 */
export function AddressForm({ address, onDone }: { address?: Address; onDone: () => void }) {
  const [addAddress] = useAddAddressMutation();
  const [updateAddress] = useUpdateAddressMutation();
  const feedback = useActionFeedback();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useForm<Values>({
    initialValues: valuesOf(address),
    validate: labelledResolver(addressInputSchema, labels),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      if (address) {
        await feedback.after(
          updateAddress({ id: address.id, address: values }).unwrap(),
          (saved) => `The address ${saved.name} is saved.`,
        );
      } else {
        await feedback.after(
          addAddress(values).unwrap(),
          (saved) =>
            `The address ${saved.name} is added${saved.isDefault ? ' as your default' : ''}.`,
        );
      }
      form.reset();
      onDone();
    } catch (error) {
      const found = submitErrors(toApiError(error), labels);
      form.setErrors(found.fields);
      setAlert(found.alert);
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={address ? `Edit the address ${address.name}` : 'New address'}
    >
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
