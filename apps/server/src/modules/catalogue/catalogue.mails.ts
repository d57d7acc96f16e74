import { layoutMail, type MailContent } from '../../platform/mail/index.ts';
import type { ShopOwnerRow } from './staff-shops.repository.ts';

/** The mail telling a shop's owner that staff suspended or reinstated the shop, and why. */
export function shopStatusMail(
  shop: { name: string },
  owner: ShopOwnerRow,
  change: 'suspended' | 'reinstated',
  reason: string,
  publicUrl: string,
): MailContent {
  const suspended = change === 'suspended';
  const { text, html } = layoutMail({
    heading: `Hello ${owner.name},`,
    blocks: [
      {
        paragraph: suspended
          ? `Vitrine staff suspended your shop ${shop.name}. Shoppers cannot find it or open its page until it is reinstated.`
          : `Vitrine staff reinstated your shop ${shop.name}. Shoppers can find it again.`,
      },
      { paragraph: `The reason given: ${reason}` },
      {
        button: { label: 'Open your shop console', url: `${publicUrl}/vendor/vendorLanding` },
      },
    ],
    footer: `Sent to ${owner.email} because you run ${shop.name} on Vitrine.`,
  });
  return {
    to: owner.email,
    subject: suspended
      ? `Your shop ${shop.name} is suspended`
      : `Your shop ${shop.name} is reinstated`,
    text,
    html,
  };
}
