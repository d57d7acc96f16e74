import { Badge, Group } from '@mantine/core';
import type { ShopSummary } from '@vitrine/contracts/catalogue';

/**
 * Premium, verified, brand and tailoring marks, in that order; nothing when none apply. White
 * on the darkest shades keeps small badges above 4.5:1 contrast (axe, e2e/every-route.spec.ts).
 * Filled, not light: Mantine's light variant given a shade paints the text in that same shade.
 */
export function ShopBadges({
  shop,
  size = 'sm',
}: {
  shop: Pick<ShopSummary, 'premium' | 'verified' | 'isBrand' | 'isStitcher'>;
  size?: 'sm' | 'md';
}) {
  const badges = [
    shop.premium && { label: 'Premium', color: 'grape.9' },
    shop.verified && { label: 'Verified', color: 'teal.9' },
    shop.isBrand && { label: 'Brand', color: 'indigo.9' },
    shop.isStitcher && { label: 'Tailoring', color: 'cyan.9' },
  ].filter((badge): badge is { label: string; color: string } => Boolean(badge));
  if (badges.length === 0) return null;
  return (
    <Group gap={6}>
      {badges.map((badge) => (
        <Badge key={badge.label} size={size} variant="filled" color={badge.color}>
          {badge.label}
        </Badge>
      ))}
    </Group>
  );
}
