import { List } from '@mantine/core';
import { WithPricingFigures } from './with-pricing-figures.tsx';

/** How credits pay for meetings and when they come back, in the server's own figures. */
export function CreditRules() {
  return (
    <WithPricingFigures what="how credits work" lines={5}>
      {(f) => (
        <List spacing="xs">
          <List.Item>
            A video meeting with a shop costs <strong>{f.meetingCredits} credits</strong>, whoever
            you bring: invite up to {f.maxInvitees} people by email. The cost is always shown before
            you confirm a booking.
          </List.Item>
          <List.Item>
            Credits are valid for the days their plan says, counted from the day you buy. Credits
            closest to expiry are spent first.
          </List.Item>
          <List.Item>
            If the shop cancels, or has not joined {f.shopJoinGraceMinutes} minutes after the start,
            the credits go straight back to your balance.
          </List.Item>
          <List.Item>
            Cancel at least {f.refundWindowHours} hours before the start and the credits come back
            too; later, they do not.
          </List.Item>
          <List.Item>
            Products and stitching are paid for online, not with credits, when the shop sends you
            the order or the stitching invoice.
          </List.Item>
        </List>
      )}
    </WithPricingFigures>
  );
}
