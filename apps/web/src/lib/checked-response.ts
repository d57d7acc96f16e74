import type { z } from 'zod';

/** What an answer of the wrong shape becomes: an ordinary error a screen shows with a retry. */
export function schemaFailure(error: { issues: readonly unknown[] }) {
  console.error('The API answered in an unexpected shape.', error.issues);
  return {
    status: 'CUSTOM_ERROR' as const,
    error: 'The server answered in an unexpected shape.',
  };
}

/**
 * RTK Query options that check an answer against its contracts schema. An answer of another
 * shape (a server of another version) becomes an ordinary error the screen can show with a
 * retry, instead of a crash further down. An endpoint that reshapes the answer checks the raw
 * one instead: `rawResponseSchema` with `catchSchemaFailure: schemaFailure`.
 */
export function checkedResponse<T>(schema: z.ZodType<T, T>) {
  return { responseSchema: schema, catchSchemaFailure: schemaFailure };
}
