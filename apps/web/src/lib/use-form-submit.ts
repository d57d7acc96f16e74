import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { toApiError } from './api.ts';
import { submitErrors, type FieldLabels } from './form-errors.ts';

/**
 * How every form that calls the API submits: the alert is cleared, `work` runs, and when it
 * throws, the errors about the form's own fields go beside them (named as `labels` say, and
 * moved by `fieldOf` where one form field stands for several API fields) while everything else
 * (wrong credentials, throttling, no connection) becomes the alert above the form.
 */
export function useFormSubmit<Values>(
  form: Pick<UseFormReturnType<Values>, 'onSubmit' | 'setErrors'>,
  labels: FieldLabels,
  work: (values: Values) => Promise<void>,
  fieldOf: (apiField: string) => string = (field) => field,
) {
  const [alert, setAlert] = useState<string | null>(null);
  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      await work(values);
    } catch (error) {
      const found = submitErrors(toApiError(error), labels);
      form.setErrors(
        Object.fromEntries(
          Object.entries(found.fields).map(([field, message]) => [fieldOf(field), message]),
        ),
      );
      setAlert(found.alert);
    }
  });
  return { submit, alert, setAlert };
}
