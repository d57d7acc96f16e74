import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { toApiError } from '../../../lib/api.ts';
import { useAnswerReviewMutation } from '../api/shop-reviews.ts';

/** The shop's one answer to a review; it cannot be changed once posted. */
export function ReviewAnswerForm({ reviewId }: { reviewId: string }) {
  const [answer, setAnswer] = useState('');
  const feedback = useActionFeedback();
  const [send, { isLoading, error }] = useAnswerReviewMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The answer takes the form's place under the review; the alert below says why not.
    if (answer.trim()) {
      void feedback
        .after(
          send({ id: reviewId, answer }).unwrap(),
          'Your answer is posted under the review, on your shop page too.',
        )
        .catch(() => {});
    }
  };
  return (
    <Stack component="form" gap="xs" onSubmit={submit}>
      <Textarea
        label="Your answer"
        description="Shown under the review on your shop page. You can answer once."
        rows={2}
        maxLength={1000}
        value={answer}
        onChange={(event) => setAnswer(event.currentTarget.value)}
      />
      {error ? (
        <Alert color="red" role="alert">
          {toApiError(error).message}
        </Alert>
      ) : null}
      <Button type="submit" loading={isLoading} disabled={!answer.trim()} w="fit-content">
        Post answer
      </Button>
    </Stack>
  );
}
