import { Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { EarningBalances } from '@vitrine/contracts/earnings';
import { useMoneyFormat } from '../../../lib/money-format.ts';

const cards: { key: keyof Omit<EarningBalances, 'currency'>; label: string; hint: string }[] = [
  { key: 'payable', label: 'Payable', hint: 'Released and ready for a payout' },
  { key: 'onHold', label: 'On hold', hint: 'Held until each entry’s release date' },
  { key: 'inPayout', label: 'In payout', hint: 'On its way to your bank' },
  { key: 'paidOut', label: 'Paid out', hint: 'Already in your bank account' },
];

/** The four balances of the shop's ledger; they add up to its sum. */
export function BalanceCards({ balances }: { balances: EarningBalances | undefined }) {
  const { money } = useMoneyFormat();
  return (
    <SimpleGrid
      cols={{ base: 1, xs: 2, md: 4 }}
      spacing="sm"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Balances"
    >
      {cards.map(({ key, label, hint }) => (
        <Paper key={key} component="li" withBorder radius="md" p="md">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          {balances ? (
            <Text size="xl" fw={700} data-testid={`balance-${key}`}>
              {money(balances[key], balances.currency)}
            </Text>
          ) : (
            <Skeleton height={28} my={2} aria-hidden="true" />
          )}
          <Text size="xs" c="dimmed">
            {hint}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
