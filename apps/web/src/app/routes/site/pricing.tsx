import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { BuyCredits } from '../../../features/credits/components/buy-credits.tsx';
import { MEETING_CREDIT_COST } from '../../../features/meetings/state/booking-draft-slice.ts';
import { loginRedirectFor } from '../../require-customer.ts';

/**
 * /pricing: how credits work and the plans. Customers buy here through the same checkout as
 * on /user/credits; anyone else signs in first and comes back to the plan they chose.
 */
export function PricingRoute() {
  const { isCustomer } = useAuth();
  const [params] = useSearchParams();
  const chosenPlan = params.get('plan');
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
            meetingCost={MEETING_CREDIT_COST}
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
            <List spacing="xs">
              <List.Item>
                A video meeting with a shop costs <strong>{MEETING_CREDIT_COST} credits</strong>;
                the cost is always shown before you confirm a booking.
              </List.Item>
              <List.Item>
                Credits are valid for the days their plan says, counted from the day you buy.
                Credits closest to expiry are spent first.
              </List.Item>
              <List.Item>
                If the shop cancels or does not join, the credits will go straight back to your
                balance.
              </List.Item>
              <List.Item>
                Cancel at least 24 hours before the start and the credits will come back too.
              </List.Item>
              <List.Item>
                Products and stitching are paid for online, not with credits, when the shop sends
                you the order or the stitching invoice.
              </List.Item>
            </List>
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
