import { schemaResolver } from '@mantine/form';
import { ApiError, describeApiError } from './api-error.ts';

/** Field name -> the label a person sees, to turn "must be …" into "Password must be …". */
export type FieldLabels = Record<string, string>;

/** Rule messages from contracts read as predicates ("is required"); give them their subject. */
export function fieldMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** A Mantine form validator from a zod (standard) schema, with messages that name the field. */
export function labelledResolver(
  schema: Parameters<typeof schemaResolver>[0],
  labels: FieldLabels,
) {
  const resolve = schemaResolver(schema, { sync: true });
  return (values: unknown) => {
    const errors = resolve(values);
    return Object.fromEntries(
      Object.entries(errors).map(([field, message]) => [
        field,
        typeof message === 'string' ? fieldMessage(labels[field] ?? field, message) : message,
      ]),
    );
  };
}

export type SubmitErrors = {
  /** Errors to show beside the form's own fields. */
  fields: Record<string, string>;
  /** What to say above the form, or null when the field errors say it all. */
  alert: string | null;
};

/**
 * Splits a failed submit: `details` entries about the form's fields go beside those fields;
 * anything else (wrong credentials, throttling, no connection) becomes the alert text.
 */
export function submitErrors(error: unknown, labels: FieldLabels): SubmitErrors {
  if (!(error instanceof ApiError)) {
    return { fields: {}, alert: 'Something went wrong. Please try again.' };
  }
  const fields: Record<string, string> = {};
  const unplaced: string[] = [];
  for (const issue of error.fieldIssues) {
    const label = labels[issue.field];
    if (label) fields[issue.field] ??= fieldMessage(label, issue.message);
    else unplaced.push(fieldMessage(issue.field, issue.message));
  }
  const placedAll = Object.keys(fields).length > 0 && unplaced.length === 0;
  if (placedAll) return { fields, alert: null };
  return { fields, alert: unplaced.length > 0 ? unplaced.join('. ') : describeApiError(error) };
}
