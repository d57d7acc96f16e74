import { List, Stack, Text } from '@mantine/core';
import { WithPricingFigures } from './with-pricing-figures.tsx';

/**
 * What a shop pays Vitrine and when it is paid, in the server's own figures: the standard
 * commission per kind, the payment provider's fee, how long earnings are held, and payouts.
 */
export function ShopCosts() {
  return (
    <WithPricingFigures what="what selling costs" lines={5}>
      {(f) => (
        <Stack gap="sm">
          <Text size="xl" fw={700}>
            A commission on what you earn through Vitrine. No sign-up or monthly fee.
          </Text>
          <List spacing={4}>
            <List.Item>
              Video meetings: we keep {f.meetingCommission}. A meeting of {f.meetingCredits} credits
              earns you {f.meetingEarning}, {f.meetingEarningAfterCommission} after commission.
            </List.Item>
            <List.Item>
              Orders: we keep {f.orderCommission}, and the payment provider&apos;s fee of{' '}
              {f.providerFee} is deducted.
            </List.Item>
            <List.Item>
              Stitching: we keep {f.stitchingCommission}, and the payment provider&apos;s fee of{' '}
              {f.providerFee} is deducted.
            </List.Item>
            <List.Item>
              Your earnings are held {f.meetingHoldDays} days after a meeting is completed,{' '}
              {f.orderHoldDays} days after an order is delivered and {f.stitchingHoldDays} days
              after a stitching invoice is paid; then they are yours to be paid.
            </List.Item>
            <List.Item>
              We pay them to your bank account {f.payoutSchedule} once they reach {f.payoutMinimum},
              and you can ask for a payout of {f.payoutMinimum} or more from your console at any
              time.
            </List.Item>
            <List.Item>Listing products, offers and chatting with customers are free.</List.Item>
          </List>
        </Stack>
      )}
    </WithPricingFigures>
  );
}
