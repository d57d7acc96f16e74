import { z } from 'zod';

/** Every error the API answers with carries one of these codes; clients branch on the code, never the message. */
export const errorCodeSchema = z.enum([
  'VALIDATION_FAILED',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  /** A staff operation, by someone who has not set up two-factor sign-in yet (403). */
  'TWO_FACTOR_REQUIRED',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'PAYMENT_FAILED',
  'INSUFFICIENT_CREDITS',
  /** The meeting slot was booked by someone else first (or is not offered). */
  'SLOT_TAKEN',
  /** Every seat of the trunk show is taken (others booked the last ones first). */
  'TRUNK_SHOW_FULL',
  /** Fewer units are left than asked for (others reserved or bought them first); `details` names the line. */
  'OUT_OF_STOCK',
  /** The request's headers (431) or body (413) are over the server's limit. */
  'TOO_LARGE',
  /** The request did not arrive in time (its headers or body came too slowly); the connection is closed. */
  'TIMEOUT',
  'INTERNAL',
  /** The server is shutting down (or not ready); try again shortly, another instance may answer. */
  'UNAVAILABLE',
]);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const fieldIssueSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const httpStatusByCode: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  PAYMENT_FAILED: 400,
  INSUFFICIENT_CREDITS: 402,
  SLOT_TAKEN: 409,
  TRUNK_SHOW_FULL: 409,
  OUT_OF_STOCK: 409,
  TOO_LARGE: 413,
  TIMEOUT: 408,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};
