import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CreditPlan } from '@vitrine/contracts/credits';
import { useId } from 'react';
import { Link } from 'react-router';
import { useAmountInWords } from '../../../lib/amount-in-words.ts';
import { useMoneyFormat } from '../../../lib/money-format.ts';

/** How the card's button buys: through the checkout, or by signing in first. */
export type PlanAction =
  | { kind: 'buy'; onBuy: () => void; busy: boolean; disabled: boolean }
  | { kind: 'sign-in'; href: string };

type CreditPlanCardProps = {
  plan: CreditPlan;
  action: PlanAction;
  /**
   * Credits one video meeting costs (MEETING_CREDIT_COST, 30), to say how many meetings a plan
   * buys.
   */
  meetingCost: number;
  /** The plan the person chose before signing in. */
  highlighted?: boolean;
};

/** One plan: price (also in words), credits, meetings, validity, and the way to buy it. */
export function CreditPlanCard({ plan, action, meetingCost, highlighted }: CreditPlanCardProps) {
  const titleId = useId();
  const money = useMoneyFormat();
  const amountInWords = useAmountInWords();
  const price = money.money(plan.priceMinor, plan.currency);
  // Amounts in words, in the viewer's locale; none for a currency the table lacks.
  const words = amountInWords(plan.priceMinor, plan.currency) ?? null;
  const meetings = Math.floor(plan.credits / meetingCost);
  const perCredit = money.money(Math.round(plan.priceMinor / plan.credits), plan.currency);
  const accent = highlighted || plan.popular;
  return (
    <Paper
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p="lg"
      h="100%"
      style={{
        display: 'flex',
        flexDirection: 'column',
        borderColor: accent ? 'var(--mantine-color-indigo-8)' : undefined,
        borderWidth: accent ? 2 : undefined,
      }}
    >
      <Stack gap="sm" style={{ flex: 1 }}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} size="h4" id={titleId}>
            {plan.name}
          </Title>
          {plan.popular ? (
            <Badge color="indigo.8" variant="filled">
              Most popular
            </Badge>
          ) : null}
        </Group>
        <Stack gap={2}>
          <Text fz={28} fw={700} lh={1.2}>
            {price}
          </Text>
          {words ? (
            <Text size="xs" c="dimmed">
              {words}
            </Text>
          ) : null}
        </Stack>
        <Text fw={600}>{plan.credits} credits</Text>
        <List size="sm" spacing={4}>
          <List.Item>
            {meetings === 1 ? '1 video meeting' : `${meetings} video meetings`} with shops
          </List.Item>
          <List.Item>{perCredit} per credit</List.Item>
          <List.Item>Valid for {plan.validityDays} days after you buy</List.Item>
        </List>
        {plan.description ? (
          <Text size="sm" c="dimmed">
            {plan.description}
          </Text>
        ) : null}
      </Stack>
      {action.kind === 'buy' ? (
        <Button
          mt="md"
          fullWidth
          variant={accent ? 'filled' : 'light'}
          loading={action.busy}
          disabled={action.disabled}
          onClick={action.onBuy}
          aria-label={`Buy ${plan.name}: ${plan.credits} credits for ${price}`}
        >
          Buy {plan.name}
        </Button>
      ) : (
        <Button
          mt="md"
          fullWidth
          variant={accent ? 'filled' : 'light'}
          component={Link}
          to={action.href}
          aria-label={`Sign in to buy ${plan.name}: ${plan.credits} credits for ${price}`}
        >
          Sign in to buy
        </Button>
      )}
    </Paper>
  );
}
