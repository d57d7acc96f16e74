import '@mantine/core/styles/Rating.layer.css';
import { Alert, Button, Group, Input, Rating, Stack, TextInput, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '../../../lib/api.ts';

export type ReviewValues = { rating: number; title: string; body: string };
type FieldErrors = Partial<Record<keyof ReviewValues, string>>;

type ReviewFormProps = {
  initial?: Partial<ReviewValues>;
  submitLabel: string;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel?: () => void;
};

/** What the form checks before sending: each problem on its own field. */
function checkReview(values: ReviewValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.rating < 1) errors.rating = 'Choose from 1 to 5 stars.';
  if (!values.body.trim()) errors.body = 'Write a few words about it.';
  return errors;
}

/** The server's field issues ("body" or "body.title") on the fields they name. */
function serverFieldErrors(issues: readonly { field: string; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.field.split('.').at(-1);
    if (field === 'rating' || field === 'title' || field === 'body')
      errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Stars from 1 to 5, an optional title and the text. A problem with one field is shown on that
 * field; any other refusal from the server is shown above the button.
 */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({
    rating: initial?.rating ?? 0,
    title: initial?.title ?? '',
    body: initial?.body ?? '',
  });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratingLabel = useId();

  const change = <K extends keyof ReviewValues>(field: K, value: ReviewValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setFieldErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const errors = checkReview(values);
    setFieldErrors(errors);
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await onSubmit(values);
    } catch (failure) {
      const error = toApiError(failure);
      const byField = serverFieldErrors(error.fieldIssues);
      setFieldErrors(byField);
      if (Object.keys(byField).length === 0) setProblem(error.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack gap="sm">
        <Input.Wrapper
          label="Your rating"
          id={ratingLabel}
          required
          error={fieldErrors.rating}
          errorProps={{ id: `${ratingLabel}-error` }}
        >
          <Rating
            value={values.rating}
            onChange={(rating) => change('rating', rating)}
            size="lg"
            role="radiogroup"
            aria-labelledby={`${ratingLabel}-label`}
            aria-describedby={fieldErrors.rating ? `${ratingLabel}-error` : undefined}
            getSymbolLabel={(index) => `${index} out of 5 stars`}
          />
        </Input.Wrapper>
        <TextInput
          label="Title"
          maxLength={120}
          value={values.title}
          error={fieldErrors.title}
          onChange={(event) => change('title', event.currentTarget.value)}
        />
        <Textarea
          label="Your review"
          required
          rows={3}
          maxLength={2000}
          value={values.body}
          error={fieldErrors.body}
          onChange={(event) => change('body', event.currentTarget.value)}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
