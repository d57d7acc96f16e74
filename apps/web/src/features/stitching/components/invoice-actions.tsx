import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import type { StitchingInvoiceDetail } from '@vitrine/contracts/stitching';
import { useState } from 'react';
import { useActionFeedback } from '../../../components/action-feedback.tsx';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { useActOnStitchingInvoiceMutation } from '../api/act-on-stitching-invoice.ts';
import { useStitchingCheckout, type CheckoutBrowser } from '../hooks/use-stitching-checkout.ts';

/** Approve or ask for a revision while the invoice awaits approval. */
function ApprovalActions({ invoice }: { invoice: StitchingInvoiceDetail }) {
  const feedback = useActionFeedback();
  const [act, { isLoading }] = useActOnStitchingInvoiceMutation();
  const [revising, setRevising] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const run = async (action: Parameters<typeof act>[0]['action']) => {
    setError(null);
    try {
      await feedback.after(
        act({ id: invoice.id, action }).unwrap(),
        action.action === 'approve'
          ? `Invoice ${invoice.number} is approved; you can pay it now.`
          : `Your revision request for ${invoice.number} is sent to the shop.`,
      );
      setRevising(false);
      setNote('');
    } catch (failure) {
      setError(describeApiError(toApiError(failure)));
    }
  };
  return (
    <Stack>
      {revising ? (
        <>
          <Textarea
            label="What should change?"
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            maxLength={1000}
            rows={3}
          />
          <Group>
            <Button
              loading={isLoading}
              disabled={!note.trim()}
              onClick={() => void run({ action: 'request_revision', note })}
            >
              Send revision request
            </Button>
            <Button variant="default" onClick={() => setRevising(false)}>
              Cancel
            </Button>
          </Group>
        </>
      ) : (
        <Group>
          {invoice.approval === 'pending' && (
            <Button loading={isLoading} onClick={() => void run({ action: 'approve' })}>
              Approve invoice
            </Button>
          )}
          <Button variant="default" onClick={() => setRevising(true)}>
            Request a revision
          </Button>
        </Group>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </Stack>
  );
}

type WithBrowser = { invoice: StitchingInvoiceDetail; browser: CheckoutBrowser };

function PayAction({ invoice, browser }: WithBrowser) {
  const { state, start } = useStitchingCheckout(invoice.id, browser);
  const busy = state.step === 'starting' || state.step === 'leaving' || state.step === 'open';
  return (
    <Stack>
      <Group>
        <Button loading={busy} onClick={() => void start()}>
          Pay now
        </Button>
      </Group>
      {state.step === 'error' && (
        <Alert color="red" role="alert">
          {state.message}
        </Alert>
      )}
    </Stack>
  );
}

/** What the customer can do with the invoice now; nothing once it is paid or refunded. */
export function InvoiceActions({ invoice, browser }: WithBrowser) {
  if (invoice.paymentStatus !== 'unpaid') return null;
  if (invoice.approval === 'revision_requested') {
    return (
      <Alert color="blue" title="Revision requested">
        The shop will send a revised invoice. You asked: {invoice.revisionNote}
      </Alert>
    );
  }
  return (
    <Stack>
      <ApprovalActions invoice={invoice} />
      {invoice.approval === 'approved' && <PayAction invoice={invoice} browser={browser} />}
    </Stack>
  );
}
