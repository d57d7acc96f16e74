import type { z } from 'zod';
import { labelledResolver, type FieldLabels } from '../../../lib/form-errors.ts';

/** Empty text boxes mean "not given": optional fields (GSTIN, IEC, address line 2) are left out. */
export function withoutBlanks<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => typeof value !== 'string' || value.trim() !== ''),
  ) as Partial<T>;
}

/** A Mantine validator checking what would be sent (blanks left out) against a step's schema. */
export function stepResolver<V extends Record<string, unknown>>(
  schema: z.ZodType,
  labels: FieldLabels,
  toBody: (values: V) => unknown = (values) => withoutBlanks(values),
) {
  const resolve = labelledResolver(schema, labels);
  return (values: V) => resolve(toBody(values));
}

/** What a step component gets from the wizard. */
export type StepProps = {
  /** Called once the step is saved on the server. */
  onSaved: () => void;
  onBack?: () => void;
};
