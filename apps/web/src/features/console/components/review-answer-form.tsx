import { Alert, Button, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { toApiError } from '../../../lib/api.ts';
import { useAnswerReviewMutation } from '../api/shop-reviews.ts';

/** The shop's one answer to a review; it cannot be changed once posted. */
export function ReviewAnswerForm({ reviewId }: { reviewId: string }) {
  const [answer, setAnswer] = useState('');
  const [send, { isLoading, error }] = useAnswerReviewMutation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (answer.trim()) void send({ id: reviewId, answer });
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
