import { Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { Offer } from '@vitrine/contracts/catalogue';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../lib/format-date-time.ts';
import { formatDiscount } from '../lib/money-format.ts';
import { useMoneyPreferences } from '../lib/money-preferences.tsx';
import classes from './offer-card.module.css';
import { offerRulesSummary } from './offer-rules-summary.ts';

/** Copies the offer code; says "Copied" for a moment (announced to screen readers). */
function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!navigator.clipboard) return null;
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={
        copied ? (
          <IconCheck size={14} aria-hidden="true" />
        ) : (
          <IconCopy size={14} aria-hidden="true" />
        )
      }
      aria-label={copied ? `Code ${code} copied` : `Copy code ${code}`}
      aria-live="polite"
      onClick={() => {
        void navigator.clipboard.writeText(code).then(() => setCopied(true));
      }}
    >
      {copied ? 'Copied' : 'Copy'}
    </Button>
  );
}

type OfferCardProps = {
  offer: Offer;
  headingLevel?: 2 | 3;
  /** Leave out "by <shop>" (on the shop's own page). */
  hideShop?: boolean;
};

/** An offer: picture, discount, what it is, who makes it, its code and when it ends. */
export function OfferCard({ offer, headingLevel = 3, hideShop = false }: OfferCardProps) {
  // Light on purpose (the home page's bundle budget): the viewer's locale, en-IN by default.
  const { locale } = useMoneyPreferences();
  const Heading = `h${headingLevel}` as const;
  return (
    <Card withBorder radius="md" padding={0} component="article" h="100%">
      {offer.imageUrl ? (
        <img
          src={offer.imageUrl}
          alt=""
          className={classes.image}
          loading="lazy"
          width={600}
          height={300}
        />
      ) : null}
      <Stack gap="xs" p="md" style={{ flex: 1 }}>
        <Group gap="xs">
          <Badge color="red" variant="filled">
            {formatDiscount(offer.discount, locale ?? 'en-IN')}
          </Badge>
          {offer.premium ? (
            <Badge color="grape" variant="light">
              Premium
            </Badge>
          ) : null}
        </Group>
        <Heading style={{ margin: 0, fontSize: 'var(--mantine-font-size-lg)', lineHeight: 1.3 }}>
          {offer.title}
        </Heading>
        <Text size="sm">{offer.description}</Text>
        {hideShop ? null : (
          <Text size="sm" c="dimmed">
            {offer.shop ? (
              <>
                By{' '}
                <Anchor component={Link} underline="always" to={`/shop/${offer.shop.id}`} size="sm">
                  {offer.shop.name}
                </Anchor>
              </>
            ) : (
              'By Vitrine, at every shop'
            )}
          </Text>
        )}
        {offer.code && offerRulesSummary(offer.rules) ? (
          <Text size="sm" c="dimmed">
            {offerRulesSummary(offer.rules)}
          </Text>
        ) : null}
        <Group justify="space-between" gap="xs" mt="auto">
          {offer.code ? (
            <Group gap={4}>
              <Text size="sm" span>
                Code <span className={classes.code}>{offer.code}</span>
              </Text>
              <CopyCode code={offer.code} />
            </Group>
          ) : (
            <Text size="sm">No code needed</Text>
          )}
          <Text size="sm" c="dimmed">
            Until {formatDate(offer.validUntil)}
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

export function OfferCardSkeleton() {
  return (
    <Card withBorder radius="md" padding={0} aria-hidden="true">
      <Skeleton height="auto" radius={0} style={{ aspectRatio: '2 / 1' }} />
      <Stack gap="xs" p="md">
        <Skeleton height={18} width={80} />
        <Skeleton height={16} width="80%" />
        <Skeleton height={12} width="95%" />
        <Skeleton height={12} width="50%" />
      </Stack>
    </Card>
  );
}
