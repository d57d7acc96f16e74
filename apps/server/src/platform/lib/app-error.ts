import { httpStatusByCode, type ErrorCode } from '@vitrine/contracts/errors';

/**
 * An error a client caused or may act on. `message` is what the client sees;
 * anything internal belongs in `cause`, which is logged but never sent.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
    options?: { cause?: unknown; statusCode?: number },
  ) {
    super(message, { cause: options?.cause });
    this.name = 'AppError';
    this.statusCode = options?.statusCode ?? httpStatusByCode[code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found.`);
export const unauthenticated = () => new AppError('UNAUTHENTICATED', 'Sign in to continue.');
export const forbidden = (message = 'You do not have access to this.') =>
  new AppError('FORBIDDEN', message);
export const validationFailed = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
