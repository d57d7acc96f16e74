import { AppError } from '../lib/app-error.ts';

/** What PostgreSQL (node-postgres or PGlite) says about a failed statement. */
type DatabaseError = {
  code: string;
  constraint?: string;
  detail?: string;
  column?: string;
};

/**
 * The database's own error behind `error`, wherever the driver put it: drizzle wraps it in a
 * `DrizzleQueryError`, and a mapped `AppError` keeps it as its `cause`.
 */
export function databaseErrorOf(error: unknown): DatabaseError | undefined {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 8; depth += 1) {
    const { code, cause } = e as { code?: unknown; cause?: unknown };
    // SQLSTATE: five characters (AppError's codes are words).
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseError;
    e = cause;
  }
  return undefined;
}

/** A unique index refused the write (`unique_violation`, 23505). */
export const isUniqueViolation = (error: unknown): boolean =>
  databaseErrorOf(error)?.code === '23505';

/** The name of the unique index or constraint a write broke, if that is what happened. */
export const violatedConstraint = (error: unknown): string | undefined => {
  const found = databaseErrorOf(error);
  return found?.code === '23505' ? found.constraint : undefined;
};

/**
 * The database gave up on the transaction because of another one (serialization_failure 40001,
 * deadlock_detected 40P01): running it again from the start is the documented remedy.
 */
export const isTransactionRetryable = (error: unknown): boolean => {
  const code = databaseErrorOf(error)?.code;
  return code === '40001' || code === '40P01';
};

const camelCase = (column: string) =>
  column.trim().replace(/_([a-z0-9])/g, (_match, letter: string) => letter.toUpperCase());

/**
 * The fields a unique violation names: PostgreSQL's detail reads `Key (email)=(…) already
 * exists.` (or `Key (lower(email))=…` for an expression index).
 */
function takenFields(error: DatabaseError): string[] {
  const key = /^Key \((.+?)\)=\(/.exec(error.detail ?? '')?.[1];
  if (!key) return [];
  return key.split(',').map((part) => camelCase(part.replace(/^\w+\((\w+)\)$/, '$1')));
}

/** A unique violation as the client sees it: 409, naming what is already taken. */
export function uniqueViolationConflict(error: unknown): AppError {
  const found = databaseErrorOf(error)!;
  const fields = takenFields(found);
  const details = (fields.length ? fields : ['request']).map((field) => ({
    field,
    message: 'is already taken (another request may have just saved it)',
  }));
  return new AppError(
    'CONFLICT',
    `${details.map((d) => d.field).join(', ')}: already taken. Reload to see the current state.`,
    details,
    { cause: error },
  );
}

/** A transaction that kept colliding with others, after its last attempt: the client may retry. */
export const busyConflict = (error: unknown) =>
  new AppError(
    'CONFLICT',
    'Other changes to the same data got in the way. Nothing was saved; please try again.',
    [{ field: 'request', message: 'collided with concurrent changes' }],
    { cause: error },
  );

/**
 * What a database error that escaped a request means to the client: a unique violation is a
 * 409 and a transaction given up on a 409 to retry; anything else stays the server's fault.
 */
export function databaseConflict(error: unknown): AppError | undefined {
  if (error instanceof AppError) return undefined;
  if (isUniqueViolation(error)) return uniqueViolationConflict(error);
  if (isTransactionRetryable(error)) return busyConflict(error);
  return undefined;
}
