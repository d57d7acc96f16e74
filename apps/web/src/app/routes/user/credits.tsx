import { Stack, Text, Title } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { readCancelledCheckout } from '../../../features/credits/api/checkout-return.ts';
import { BuyCredits } from '../../../features/credits/components/buy-credits.tsx';
import { CreditActivity } from '../../../features/credits/components/credit-activity.tsx';
import { CreditSummary } from '../../../features/credits/components/credit-summary.tsx';
import { PaymentReturnNotice } from '../../../features/credits/components/payment-return-notice.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';

/** /user/credits: balance, what expires soon, plans to buy, the history and the used credits. */
export function CreditsRoute() {
  const [params, setParams] = useSearchParams();
  const cancelledOrder = readCancelledCheckout(params);
  return (
    <>
      <PageHeader
        title="Credits"
        description={`Video meetings with shops are paid for in credits (${MEETING_CREDIT_COST} a meeting). See your balance, buy more, and see where your credits went.`}
      />
      <Stack gap="xl">
        {cancelledOrder !== null ? (
          <PaymentReturnNotice
            orderId={cancelledOrder}
            onDismiss={() => setParams({}, { replace: true })}
          />
        ) : null}
        <CreditSummary meetingCost={MEETING_CREDIT_COST} />
        <Stack gap="md" component="section" aria-labelledby="buy-credits-heading">
          <Stack gap={4}>
            <Title order={2} size="h3" id="buy-credits-heading">
              Buy credits
            </Title>
            <Text size="sm" c="dimmed">
              Pay securely by card or UPI. Credits are added as soon as the payment is confirmed.
            </Text>
          </Stack>
          <BuyCredits meetingCost={MEETING_CREDIT_COST} layout="narrow" />
        </Stack>
        <Stack gap="md" component="section" aria-labelledby="credit-activity-heading">
          <Title order={2} size="h3" id="credit-activity-heading">
            Your credit activity
          </Title>
          <CreditActivity />
        </Stack>
      </Stack>
    </>
  );
}
