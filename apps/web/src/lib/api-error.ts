import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ErrorCode, FieldIssue } from '@vitrine/contracts/errors';

/** Our error codes plus NETWORK, for a request that never got an answer. */
export type ApiErrorCode = ErrorCode | 'NETWORK';

/**
 * A failed API call, read from the one error body the server answers with (`{ error: { code,
 * message, details? } }`).
 */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: number;
  readonly fieldIssues: FieldIssue[];
  /** The answer's `details` as sent (field issues are read into `fieldIssues`). */
  readonly details: unknown;

  constructor(
    code: ApiErrorCode,
    message: string,
    status: number,
    fieldIssues: FieldIssue[] = [],
    details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.fieldIssues = fieldIssues;
    this.details = details;
  }
}

/** Every code of the contracts (the type makes a new one a compile error until it is here). */
const knownCodes: Record<ErrorCode, true> = {
  VALIDATION_FAILED: true,
  UNAUTHENTICATED: true,
  FORBIDDEN: true,
  TWO_FACTOR_REQUIRED: true,
  NOT_FOUND: true,
  CONFLICT: true,
  RATE_LIMITED: true,
  PAYMENT_FAILED: true,
  INSUFFICIENT_CREDITS: true,
  SLOT_TAKEN: true,
  TRUNK_SHOW_FULL: true,
  OUT_OF_STOCK: true,
  TOO_LARGE: true,
  TIMEOUT: true,
  INTERNAL: true,
  UNAVAILABLE: true,
};

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'VALIDATION_FAILED';
  return 'INTERNAL';
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function fieldIssuesOf(details: unknown): FieldIssue[] {
  if (!Array.isArray(details)) return [];
  return details.flatMap((item) =>
    isRecord(item) && typeof item.field === 'string' && typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}

/**
 * Reads an error answer. Checked by hand rather than with the contracts' zod schema so that
 * zod stays out of the first screen's JavaScript.
 */
export function apiErrorFromBody(status: number, body: unknown): ApiError {
  const error = isRecord(body) && isRecord(body.error) ? body.error : undefined;
  const code =
    typeof error?.code === 'string' && Object.hasOwn(knownCodes, error.code)
      ? (error.code as ErrorCode)
      : codeForStatus(status);
  const message =
    typeof error?.message === 'string' ? error.message : `The request failed (HTTP ${status}).`;
  return new ApiError(code, message, status, fieldIssuesOf(error?.details), error?.details);
}

export const networkError = () =>
  new ApiError('NETWORK', 'Could not reach Vitrine. Check your connection and try again.', 0);

/** An RTK Query error as our ApiError, so screens branch on one kind of error. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  if (typeof error === 'object' && error !== null && 'status' in error) {
    const { status, data } = error as FetchBaseQueryError;
    if (typeof status === 'number') return apiErrorFromBody(status, data);
    if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return networkError();
  }
  return new ApiError('INTERNAL', 'Something went wrong. Please try again.', 0);
}

/** What to tell a person about a failed call, by code (never by message text). */
export function describeApiError(error: ApiError): string {
  switch (error.code) {
    case 'NETWORK':
      return 'We could not reach Vitrine. Check your internet connection and try again.';
    case 'RATE_LIMITED':
      return 'Too many attempts. Please wait a minute and try again.';
    case 'INTERNAL':
      return 'Something went wrong on our side. Please try again in a moment.';
    default:
      return error.message;
  }
}
