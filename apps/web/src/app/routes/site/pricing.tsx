import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { BuyCredits } from '../../../features/credits/components/buy-credits.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';
import { useGetPlatformPricingQuery } from '../../../features/pricing/api/get-platform-pricing.ts';
import { CreditRules } from '../../../features/pricing/components/credit-rules.tsx';
import { loginRedirectFor } from '../../require-customer.ts';

/**
 * /pricing: how credits work and the plans. Customers buy here through the same checkout as
 * on /user/credits; anyone else signs in first and comes back to the plan they chose.
 */
export function PricingRoute() {
  const { isCustomer } = useAuth();
  const [params] = useSearchParams();
  const chosenPlan = params.get('plan');
  // The server's price of a meeting; the shared constant is the same number until it answers.
  const meetingCost = useGetPlatformPricingQuery().data?.meetings.creditCost ?? MEETING_CREDIT_COST;
  return (
    <>
      <PageHeader
        title="Pricing"
        description="Browsing shops, brands and offers and messaging a shop are free. A video meeting with a shop is paid for in credits, bought in the plans below."
      />
      <Stack gap="xl">
        <Stack gap="md" component="section" aria-labelledby="plans-heading">
          <Title order={2} size="h3" id="plans-heading">
            Credit plans
          </Title>
          <BuyCredits
            meetingCost={meetingCost}
            highlightPlanId={chosenPlan}
            signInHref={
              isCustomer
                ? null
                : (plan) => loginRedirectFor({ pathname: '/pricing', search: `?plan=${plan.id}` })
            }
          />
        </Stack>
        <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="credits-heading">
          <Stack gap="sm">
            <Title order={2} size="h3" id="credits-heading">
              How credits work
            </Title>
            <Text>
              Book a video meeting with a shop from its page, paid from your credit balance. Credits
              stay in your balance until their plan says they expire.
            </Text>
            <CreditRules />
            <Text size="sm">
              The details are in the{' '}
              <Anchor component={Link} underline="always" to="/refund-policy">
                refund policy
              </Anchor>
              .
            </Text>
          </Stack>
        </Paper>
      </Stack>
    </>
  );
}
