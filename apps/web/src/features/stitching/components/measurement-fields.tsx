import { NumberInput, SimpleGrid } from '@mantine/core';
import '@mantine/core/styles/NumberInput.layer.css';
import { GARMENT_FIELDS, type Garment, type Measurements } from '@vitrine/contracts/stitching';
import { measurementLabel } from './stitching-labels.ts';

type Props = {
  garment: Garment;
  value: Measurements;
  onChange: (value: Measurements) => void;
};

/** One number input (cm) per measurement the garment needs; empty fields are left out. */
export function MeasurementFields({ garment, value, onChange }: Props) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3 }}>
      {GARMENT_FIELDS[garment].map((field) => (
        <NumberInput
          key={field}
          label={`${measurementLabel(field)} (cm)`}
          min={1}
          max={300}
          decimalScale={1}
          value={value[field] ?? ''}
          onChange={(next) => {
            const { [field]: _old, ...rest } = value;
            onChange(typeof next === 'number' ? { ...rest, [field]: next } : rest);
          }}
        />
      ))}
    </SimpleGrid>
  );
}

/** Only the garment's own fields, for a garment just switched to. */
export const fieldsOf = (garment: Garment, value: Measurements): Measurements =>
  Object.fromEntries(
    Object.entries(value).filter(([field]) =>
      (GARMENT_FIELDS[garment] as readonly string[]).includes(field),
    ),
  );
