import '@mantine/core/styles/NumberInput.layer.css';
import { Group, NumberInput, Text } from '@mantine/core';
import type { PriceRange } from '../../state/booking-draft-slice.ts';

type BudgetStepProps = {
  priceRange: PriceRange;
  problem: string | null;
  onChange: (change: Partial<PriceRange>) => void;
};

// The draft keeps minor units (paise); people type rupees.
const toRupees = (minor: number | null) => (minor === null ? '' : minor / 100);
const toMinor = (value: string | number) =>
  value === '' || typeof value === 'string' ? null : Math.round(value * 100);

/** Step 4: the price range the shopper has in mind, in rupees (optional bounds). */
export function BudgetStep({ priceRange, problem, onChange }: BudgetStepProps) {
  return (
    <>
      <Text size="sm" mb="sm">
        Optional: the shop shows you pieces in this range. Leave a box empty for no limit.
      </Text>
      <Group align="flex-start" grow>
        <NumberInput
          label="Lowest price (₹)"
          min={0}
          allowNegative={false}
          thousandSeparator=","
          value={toRupees(priceRange.min)}
          onChange={(value) => onChange({ min: toMinor(value) })}
        />
        <NumberInput
          label="Highest price (₹)"
          min={0}
          allowNegative={false}
          thousandSeparator=","
          value={toRupees(priceRange.max)}
          error={problem ?? undefined}
          onChange={(value) => onChange({ max: toMinor(value) })}
        />
      </Group>
    </>
  );
}
