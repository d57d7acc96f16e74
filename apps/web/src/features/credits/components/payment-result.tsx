import { Button, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import IconAlertTriangle from '@tabler/icons-react/dist/esm/icons/IconAlertTriangle.mjs';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import IconPrinter from '@tabler/icons-react/dist/esm/icons/IconPrinter.mjs';
import IconX from '@tabler/icons-react/dist/esm/icons/IconX.mjs';
import type { CreditReceipt as CreditReceiptData } from '@vitrine/contracts/payments';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { describeApiError } from '../../../lib/api-error.ts';
import { toApiError } from '../../../lib/api.ts';
import { usePageMeta } from '../../../lib/use-page-meta.ts';
import type { CheckoutReturn } from '../api/checkout-return.ts';
import { useGetCreditReceiptQuery } from '../api/get-credit-receipt.ts';
import { useVerifyCreditPaymentMutation } from '../api/verify-credit-payment.ts';
import { isCheckoutBusy, useCreditCheckout } from '../hooks/use-credit-checkout.ts';
import { CheckoutStatusAlert } from './checkout-status-alert.tsx';
import { CreditReceipt } from './credit-receipt.tsx';

/** How often an unconfirmed payment is asked about again, and for how long. */
export const CONFIRM_POLL_MS = 3000;
export const CONFIRM_GIVE_UP_MS = 60_000;

const CREDITS_PATH = '/user/credits';

type Tone = 'success' | 'failure' | 'pending';

const icons: Record<Tone, ReactNode> = {
  success: <IconCircleCheck size={28} aria-hidden />,
  failure: <IconX size={28} aria-hidden />,
  pending: <IconAlertTriangle size={28} aria-hidden />,
};
const colors: Record<Tone, string> = { success: 'teal', failure: 'red', pending: 'yellow' };

/**
 * The outcome's heading (the page's h1) and what it means; takes focus when it appears so
 * screen readers announce the result, not just the loader that preceded it.
 */
function Outcome({
  tone,
  title,
  description,
  children,
}: {
  tone: Tone;
  title: string;
  description: ReactNode;
  children?: ReactNode;
}) {
  usePageMeta(title, 'The confirmation and receipt of your credits purchase.');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [title]);
  return (
    <Stack gap="lg">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" color={colors[tone]} variant="light">
          {icons[tone]}
        </ThemeIcon>
        <Stack gap={4}>
          <Title order={1} ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          <Text c="dimmed" maw={640}>
            {description}
          </Text>
        </Stack>
      </Group>
      {children}
    </Stack>
  );
}

function Confirming({ children }: { children?: ReactNode }) {
  usePageMeta('Confirming your payment', 'Confirming your credits purchase.');
  return (
    <Stack gap="md" align="flex-start" role="status" aria-live="polite">
      <Group gap="sm">
        <Loader size="sm" aria-hidden />
        <Title order={1} size="h3">
          Confirming your payment…
        </Title>
      </Group>
      <Text c="dimmed">This takes a few seconds. Please keep this page open.</Text>
      {children}
    </Stack>
  );
}

const backToCredits = (
  <Button component={Link} to={CREDITS_PATH} variant="default">
    Go to your credits
  </Button>
);

/** A failed or unconfirmable payment, with a retry that starts a new order for the same plan. */
function RetryPurchase({ planId, planName }: { planId: string | null; planName?: string }) {
  const checkout = useCreditCheckout();
  const { state } = checkout;
  return (
    <Stack gap="md">
      <CheckoutStatusAlert
        state={state}
        planName={() => planName}
        onRetry={(id) => void checkout.start(id)}
        onDismiss={checkout.reset}
      />
      <Group gap="sm">
        {planId ? (
          <Button loading={isCheckoutBusy(state)} onClick={() => void checkout.start(planId)}>
            Try again
          </Button>
        ) : null}
        {backToCredits}
      </Group>
    </Stack>
  );
}

function Paid({
  receipt,
  billedTo,
}: {
  receipt: CreditReceiptData;
  billedTo?: { name: string; email: string } | null;
}) {
  return (
    <Outcome
      tone="success"
      title="Payment successful"
      description={`${receipt.plan.credits.toLocaleString()} credits were added to your balance. You now have ${receipt.balance.toLocaleString()} credits.`}
    >
      <CreditReceipt receipt={receipt} billedTo={billedTo} />
      <Group gap="sm">
        <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          Print receipt
        </Button>
        {backToCredits}
        <Button component={Link} to="/" variant="subtle">
          Find a shop to meet
        </Button>
      </Group>
    </Outcome>
  );
}

type PaymentResultProps = {
  checkoutReturn: CheckoutReturn;
  /** Verify succeeded: the page can forget the checkout's fields (the route drops them from the URL). */
  onVerified: (orderId: string) => void;
  billedTo?: { name: string; email: string } | null;
};

/**
 * The /success page: verifies the checkout's three fields once, then shows the order's
 * receipt. An order not confirmed yet is asked about again for a minute (the webhook or the
 * reconciliation may settle it); a declined or unverifiable payment says that nothing was
 * added and offers a retry with a new order.
 */
export function PaymentResult({ checkoutReturn, onVerified, billedTo }: PaymentResultProps) {
  const { fields } = checkoutReturn;
  const orderId = checkoutReturn.orderId ?? '';
  // feedback: this is the result page: it says the credits are added, or why not with "Confirm again"
  const [verify, verification] = useVerifyCreditPaymentMutation();
  const verifiedFor = useRef<string | null>(null);

  useEffect(() => {
    if (!fields || verifiedFor.current === fields.razorpay_payment_id) return;
    verifiedFor.current = fields.razorpay_payment_id;
    verify(fields)
      .unwrap()
      .then(
        () => onVerified(orderId || fields.razorpay_order_id),
        () => {},
      );
  }, [fields, orderId, verify, onVerified]);

  const verifying = fields !== null;
  const verifyFailed = verifying && verification.isError;
  const [gaveUp, setGaveUp] = useState(false);
  const [pending, setPending] = useState(false);
  const receiptQuery = useGetCreditReceiptQuery(orderId, {
    // While verifying, the receipt is only needed to offer a retry for the same plan.
    skip: !orderId || (verifying && !verifyFailed),
    // An order not confirmed yet is asked about again until it is, or for a minute.
    pollingInterval: pending && !gaveUp ? CONFIRM_POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const status = receiptQuery.data?.order.status;
  useEffect(() => setPending(!verifying && status === 'created'), [verifying, status]);
  useEffect(() => {
    if (!pending || gaveUp) return;
    const timer = setTimeout(() => setGaveUp(true), CONFIRM_GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending, gaveUp]);

  if (!orderId) {
    return (
      <Outcome
        tone="pending"
        title="No payment to show"
        description="This page shows the result of a credits purchase, but the link does not name one. Your purchases are listed in your credit history."
      >
        <Group>{backToCredits}</Group>
      </Outcome>
    );
  }

  if (verifying) {
    if (!verification.isError) return <Confirming />;
    const error = toApiError(verification.error);
    const plan = receiptQuery.data?.plan;
    if (error.code === 'PAYMENT_FAILED') {
      return (
        <Outcome
          tone="failure"
          title="Payment not confirmed"
          description={`${error.message} You can try again with a new payment.`}
        >
          <RetryPurchase planId={plan?.id ?? null} planName={plan?.name} />
        </Outcome>
      );
    }
    if (error.code === 'NOT_FOUND') {
      return (
        <Outcome
          tone="failure"
          title="Payment not found"
          description="We could not find this payment on your account. If you were signed in as someone else when you paid, sign in with that account to see it."
        >
          <Group>{backToCredits}</Group>
        </Outcome>
      );
    }
    return (
      <Outcome
        tone="pending"
        title="We could not confirm your payment yet"
        description={`${describeApiError(error)} If you were charged, the credits are added automatically within a few minutes; confirming again is safe and never charges twice.`}
      >
        <Group gap="sm">
          <Button
            loading={verification.isLoading}
            onClick={() => {
              void verify(fields)
                .unwrap()
                .then(
                  () => onVerified(orderId),
                  () => {},
                );
            }}
          >
            Confirm again
          </Button>
          {backToCredits}
        </Group>
      </Outcome>
    );
  }

  const receipt = receiptQuery.data;
  if (!receipt) {
    if (receiptQuery.isError) {
      const error = toApiError(receiptQuery.error);
      return error.code === 'NOT_FOUND' ? (
        <Outcome
          tone="failure"
          title="Payment not found"
          description="We could not find this payment on your account. Your purchases are listed in your credit history."
        >
          <Group>{backToCredits}</Group>
        </Outcome>
      ) : (
        <Outcome
          tone="pending"
          title="Your receipt could not be loaded"
          description={describeApiError(error)}
        >
          <Group gap="sm">
            <Button loading={receiptQuery.isFetching} onClick={() => void receiptQuery.refetch()}>
              Try again
            </Button>
            {backToCredits}
          </Group>
        </Outcome>
      );
    }
    return <Confirming />;
  }

  switch (receipt.order.status) {
    case 'paid':
      return <Paid receipt={receipt} billedTo={billedTo} />;
    case 'failed':
      return (
        <Outcome
          tone="failure"
          title="Payment failed"
          description={`${receipt.order.failureReason ?? 'Your bank did not approve the payment.'} No credits were added.`}
        >
          <RetryPurchase planId={receipt.plan.id} planName={receipt.plan.name} />
        </Outcome>
      );
    default:
      return gaveUp ? (
        <Outcome
          tone="pending"
          title="Still confirming your payment"
          description="This is taking longer than usual. If you paid, the credits are added automatically as soon as the payment is confirmed; your credits page will show them."
        >
          <Group gap="sm">
            <Button
              loading={receiptQuery.isFetching}
              onClick={() => {
                setGaveUp(false);
                void receiptQuery.refetch();
              }}
            >
              Check again
            </Button>
            {backToCredits}
          </Group>
        </Outcome>
      ) : (
        <Confirming />
      );
  }
}
