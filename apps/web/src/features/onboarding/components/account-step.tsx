import { Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { mobileSchema } from '@vitrine/contracts/business-ids';
import { applicationAccountSchema, type ShopApplication } from '@vitrine/contracts/onboarding';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { StepAlert } from './step-alert.tsx';
import { useSaveApplicationStepMutation } from '../api/save-application-step.ts';
import { StepActions } from './step-actions.tsx';
import { stepResolver, type StepProps } from './step-form.ts';
import { useExistenceCheck } from './use-existence-check.ts';

const labels = { email: 'Contact email', mobile: 'Mobile number' };
type Values = { email: string; mobile: string };

export function AccountStep({
  application,
  defaultEmail,
  onSaved,
  onBack,
}: StepProps & { application: ShopApplication | null; defaultEmail: string }) {
  // feedback: the wizard moves on to the next step, or the step's alert says why not
  const [save, { isLoading }] = useSaveApplicationStepMutation();
  const form = useForm<Values>({
    initialValues: {
      email: application?.account.email ?? defaultEmail,
      mobile: application?.account.mobile ?? '',
    },
    validate: stepResolver<Values>(applicationAccountSchema, labels),
  });
  const checkMobile = useExistenceCheck(form, 'mobile', {
    schema: mobileSchema,
    label: 'mobile number',
    saved: application?.account.mobile,
  });

  const { submit, alert } = useFormSubmit(form, labels, async (values) => {
    await save({ step: 'account', body: applicationAccountSchema.parse(values) }).unwrap();
    onSaved();
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <StepAlert title="Could not save this step" message={alert} />
        <TextInput
          label="Contact email"
          description="Where we write about your application and, later, your orders."
          type="email"
          autoComplete="email"
          required
          {...form.getInputProps('email')}
        />
        <TextInput
          label="Mobile number"
          description="An Indian mobile number, or an international one starting with +."
          type="tel"
          autoComplete="tel"
          required
          {...form.getInputProps('mobile')}
          onBlur={() => void checkMobile()}
        />
        <StepActions onBack={onBack} saving={isLoading} />
      </Stack>
    </form>
  );
}
