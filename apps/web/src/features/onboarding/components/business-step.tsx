import { Grid, Stack, TextInput } from '@mantine/core';
import '@mantine/core/styles/Grid.layer.css';
import { useForm } from '@mantine/form';
import { gstinSchema, iecSchema, panSchema } from '@vitrine/contracts/business-ids';
import { applicationBusinessSchema, type ShopApplication } from '@vitrine/contracts/onboarding';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useSaveApplicationStepMutation } from '../api/save-application-step.ts';
import { StepActions } from './step-actions.tsx';
import { StepAlert } from './step-alert.tsx';
import { stepResolver, withoutBlanks, type StepProps } from './step-form.ts';
import { useExistenceCheck } from './use-existence-check.ts';

const labels = {
  legalName: 'Legal name',
  pan: 'PAN',
  gstin: 'GSTIN',
  iec: 'IEC',
  addressLine1: 'Address',
  addressLine2: 'Address line 2',
  addressCity: 'City',
  addressState: 'State',
  pinCode: 'PIN code',
};
type Values = Record<keyof typeof labels, string>;

export function BusinessStep({
  application,
  onSaved,
  onBack,
}: StepProps & { application: ShopApplication | null }) {
  // feedback: the wizard moves on to the next step, or the step's alert says why not
  const [save, { isLoading }] = useSaveApplicationStepMutation();
  const saved = application?.business ?? {};
  const form = useForm<Values>({
    initialValues: {
      legalName: saved.legalName ?? '',
      pan: saved.pan ?? '',
      gstin: saved.gstin ?? '',
      iec: saved.iec ?? '',
      addressLine1: saved.addressLine1 ?? '',
      addressLine2: saved.addressLine2 ?? '',
      addressCity: saved.addressCity ?? '',
      addressState: saved.addressState ?? '',
      pinCode: saved.pinCode ?? '',
    },
    validate: stepResolver<Values>(applicationBusinessSchema, labels),
    validateInputOnBlur: ['pan', 'gstin', 'iec', 'pinCode'],
  });
  const check = {
    pan: useExistenceCheck(form, 'pan', { schema: panSchema, label: 'PAN', saved: saved.pan }),
    gstin: useExistenceCheck(form, 'gstin', {
      schema: gstinSchema,
      label: 'GSTIN',
      saved: saved.gstin,
    }),
    iec: useExistenceCheck(form, 'iec', { schema: iecSchema, label: 'IEC', saved: saved.iec }),
  };
  const withCheck = (field: 'pan' | 'gstin' | 'iec') => {
    const props = form.getInputProps(field);
    return {
      ...props,
      onBlur: (event: React.FocusEvent<HTMLInputElement>) => {
        props.onBlur?.(event);
        if (!form.validateField(field).hasError) void check[field]();
      },
    };
  };

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    const body = applicationBusinessSchema.parse(withoutBlanks(values));
    await save({ step: 'business', body }).unwrap();
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepAlert title="Could not save this step" message={alert} />
        <TextInput
          label="Legal name"
          description="As on your PAN or GST registration."
          autoComplete="organization"
          required
          {...form.getInputProps('legalName')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="PAN"
              description="10 characters, e.g. AAPFU0939F"
              required
              maxLength={10}
              {...withCheck('pan')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="GSTIN"
              description="Optional. 15 characters."
              maxLength={15}
              {...withCheck('gstin')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="IEC"
              description="Optional. If you ship abroad."
              maxLength={10}
              {...withCheck('iec')}
            />
          </Grid.Col>
        </Grid>
        <TextInput
          label="Address"
          description="Your registered business address."
          autoComplete="address-line1"
          required
          {...form.getInputProps('addressLine1')}
        />
        <TextInput
          label="Address line 2"
          autoComplete="address-line2"
          {...form.getInputProps('addressLine2')}
        />
        <Grid>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <TextInput
              label="City"
              autoComplete="address-level2"
              required
              {...form.getInputProps('addressCity')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput
              label="State"
              autoComplete="address-level1"
              required
              {...form.getInputProps('addressState')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 3 }}>
            <TextInput
              label="PIN code"
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={6}
              required
              {...form.getInputProps('pinCode')}
            />
          </Grid.Col>
        </Grid>
        <StepActions onBack={onBack} saving={isLoading} />
      </Stack>
    </form>
  );
}
