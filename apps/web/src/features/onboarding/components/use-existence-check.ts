import type { UseFormReturnType } from '@mantine/form';
import type { z } from 'zod';
import { useLazyCheckBusinessIdQuery, type CheckedBusinessId } from '../api/check-business-id.ts';

/**
 * When a field is left with a well-formed value, asks the server whether another shop already
 * registered it, and shows that as the field's error. The applicant's own saved value is not
 * asked about (their application holds it).
 */
export function useExistenceCheck<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  field: CheckedBusinessId & keyof V & string,
  options: { schema: z.ZodType<string, string>; label: string; saved?: string },
) {
  const [check] = useLazyCheckBusinessIdQuery();
  return async () => {
    const raw = String(form.getValues()[field] ?? '').trim();
    const parsed = options.schema.safeParse(raw);
    if (!raw || !parsed.success || parsed.data === options.saved) return;
    const answer = await check({ field, value: raw }, true);
    if (answer.data?.exists) {
      form.setFieldError(field, `This ${options.label} is already registered to a shop.`);
    }
  };
}
