import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import type { VerifyCreditPaymentInput } from '@vitrine/contracts/payments';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { forgetPendingStitchingPayment } from '../api/pending-stitching-payment.ts';
import { useVerifyStitchingPaymentMutation } from '../api/verify-stitching-payment.ts';

type Props = {
  invoiceId: string;
  providerOrderId: string;
  fields: VerifyCreditPaymentInput | null;
};

/** /success for a stitching invoice: verifies the payment through the invoice, once. */
export function StitchingPaymentReturn({ invoiceId, providerOrderId, fields }: Props) {
  // feedback: this is the result page: it says the invoice is paid, or why not
  const [verify] = useVerifyStitchingPaymentMutation();
  const [outcome, setOutcome] = useState<
    { step: 'verifying' } | { step: 'paid'; number: string } | { step: 'error'; message: string }
  >({ step: 'verifying' });

  useEffect(() => {
    if (!fields) {
      setOutcome({ step: 'error', message: 'This page was opened without the payment’s answer.' });
      return;
    }
    let live = true;
    verify({ id: invoiceId, fields })
      .unwrap()
      .then(
        (invoice) => {
          forgetPendingStitchingPayment(providerOrderId);
          if (live) setOutcome({ step: 'paid', number: invoice.number });
        },
        (error: unknown) => {
          if (live) setOutcome({ step: 'error', message: describeApiError(toApiError(error)) });
        },
      );
    return () => {
      live = false;
    };
  }, [verify, invoiceId, providerOrderId, fields]);

  const link = (
    <Anchor component={Link} to={`/user/stitching-orders/${invoiceId}`}>
      Back to your stitching order
    </Anchor>
  );
  return (
    <Stack maw={560} mx="auto" my="xl">
      <Title order={1}>Stitching payment</Title>
      {outcome.step === 'verifying' && (
        <Text>
          <Loader size="xs" mr="xs" aria-hidden />
          Confirming your payment…
        </Text>
      )}
      {outcome.step === 'paid' && (
        <Alert color="teal" title="Payment received">
          Invoice {outcome.number} is paid. The shop will start on it and tell you at each stage.
        </Alert>
      )}
      {outcome.step === 'error' && (
        <Alert color="red" title="The payment could not be confirmed">
          {outcome.message}
        </Alert>
      )}
      {link}
    </Stack>
  );
}
