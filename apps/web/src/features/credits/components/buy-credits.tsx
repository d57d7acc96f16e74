import { Alert, Button, Stack, Text } from '@mantine/core';
import type { CreditPlan } from '@vitrine/contracts/credits';
import { useMoneyFormat } from '../../../lib/money-format.ts';
import { ALL_PLANS, useGetCreditPlansQuery } from '../api/get-credit-plans.ts';
import { isCheckoutBusy, useCreditCheckout } from '../hooks/use-credit-checkout.ts';
import { CheckoutStatusAlert } from './checkout-status-alert.tsx';
import type { PlanAction } from './credit-plan-card.tsx';
import { CreditPlanList } from './credit-plan-list.tsx';

type BuyCreditsProps = {
  meetingCost: number;
  /**
   * Signed-out visitors get a sign-in link per plan instead of a Buy button (the link should
   * come back to this plan); signed-in customers buy through the checkout.
   */
  signInHref?: ((plan: CreditPlan) => string) | null;
  highlightPlanId?: string | null;
  layout?: 'wide' | 'narrow';
};

/** The plans with their Buy buttons, and what happened to the purchase started here. */
export function BuyCredits({ meetingCost, signInHref, highlightPlanId, layout }: BuyCreditsProps) {
  const money = useMoneyFormat();
  const checkout = useCreditCheckout();
  const { data } = useGetCreditPlansQuery(ALL_PLANS);
  const { state } = checkout;
  const busy = isCheckoutBusy(state);

  const actionFor = (plan: CreditPlan): PlanAction =>
    signInHref
      ? { kind: 'sign-in', href: signInHref(plan) }
      : {
          kind: 'buy',
          onBuy: () => void checkout.start(plan.id),
          busy: busy && 'planId' in state && state.planId === plan.id,
          disabled: busy,
        };

  const chosen = signInHref ? undefined : data?.items.find((plan) => plan.id === highlightPlanId);

  return (
    <Stack gap="md">
      {chosen && state.step === 'idle' ? (
        <Alert color="indigo" variant="light" title={`You chose the ${chosen.name} plan`}>
          <Text size="sm">
            {chosen.credits} credits for {money.money(chosen.priceMinor, chosen.currency)}, valid
            for {chosen.validityDays} days.
          </Text>
          <Button size="xs" mt="sm" onClick={() => void checkout.start(chosen.id)}>
            Continue to payment
          </Button>
        </Alert>
      ) : null}
      <CheckoutStatusAlert
        state={state}
        planName={(planId) => data?.items.find((plan) => plan.id === planId)?.name}
        onRetry={(planId) => void checkout.start(planId)}
        onDismiss={checkout.reset}
      />
      <CreditPlanList
        actionFor={actionFor}
        meetingCost={meetingCost}
        highlightPlanId={highlightPlanId}
        layout={layout}
      />
    </Stack>
  );
}
