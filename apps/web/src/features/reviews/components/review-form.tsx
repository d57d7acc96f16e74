import '@mantine/core/styles/Rating.layer.css';
import { Alert, Button, Group, Input, Rating, Stack, TextInput, Textarea } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { toApiError } from '../../../lib/api.ts';

export type ReviewValues = { rating: number; title: string; body: string };

type ReviewFormProps = {
  initial?: Partial<ReviewValues>;
  submitLabel: string;
  onSubmit: (values: ReviewValues) => Promise<unknown>;
  onCancel?: () => void;
};

/** Stars from 1 to 5, an optional title and the text; the server's refusal is shown above the button. */
export function ReviewForm({ initial, submitLabel, onSubmit, onCancel }: ReviewFormProps) {
  const [values, setValues] = useState<ReviewValues>({
    rating: initial?.rating ?? 0,
    title: initial?.title ?? '',
    body: initial?.body ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const ratingLabel = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (values.rating < 1) return setProblem('Choose from 1 to 5 stars.');
    if (!values.body.trim()) return setProblem('Write a few words about it.');
    setSaving(true);
    setProblem(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setProblem(toApiError(error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack component="form" gap="sm" onSubmit={(event) => void submit(event)}>
      <Input.Wrapper label="Your rating" id={ratingLabel} required>
        <Rating
          value={values.rating}
          onChange={(rating) => setValues((v) => ({ ...v, rating }))}
          size="lg"
          aria-labelledby={`${ratingLabel}-label`}
          getSymbolLabel={(index) => `${index} out of 5 stars`}
        />
      </Input.Wrapper>
      <TextInput
        label="Title"
        maxLength={120}
        value={values.title}
        onChange={(event) => {
          const title = event.currentTarget.value;
          setValues((v) => ({ ...v, title }));
        }}
      />
      <Textarea
        label="Your review"
        required
        rows={3}
        maxLength={2000}
        value={values.body}
        onChange={(event) => {
          const body = event.currentTarget.value;
          setValues((v) => ({ ...v, body }));
        }}
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
  );
}
