import { AppError } from '../../platform/lib/app-error.ts';

/** The error part of a better-auth answer: `{ code, message }`, sometimes with our `field`. */
export type AuthErrorBody = { code?: string; message?: string; field?: string };

/** better-auth codes that are about one request field, and which field. */
const fieldByCode: Record<string, string> = {
  INVALID_EMAIL: 'email',
  PASSWORD_TOO_SHORT: 'password',
  PASSWORD_TOO_LONG: 'password',
  INVALID_PASSWORD: 'password',
  INVALID_TOKEN: 'token',
  TOKEN_EXPIRED: 'token',
  MISSING_FIELD: 'request',
};

/** better-auth's codes for a redirect address on a site we do not trust, and its field. */
const refusedAddressFields: Record<string, string> = {
  INVALID_CALLBACK_URL: 'callbackURL',
  INVALID_REDIRECT_URL: 'redirectTo',
  INVALID_ERROR_CALLBACK_URL: 'errorCallbackURL',
  INVALID_NEW_USER_CALLBACK_URL: 'newUserCallbackURL',
};

/**
 * better-auth answers a wrong two-factor code with 401, as if the session were gone; it is a
 * wrong field: a signed-in client confirming a code must not take it as its session ending.
 */
const wrongCodes: Record<string, string> = {
  INVALID_CODE: 'is not the code your authenticator app shows now',
  INVALID_BACKUP_CODE: 'is not one of your unused backup codes',
};

/** Where a password rule applies to the new password rather than `password`. */
const newPasswordPaths = ['/reset-password', '/change-password'];

/**
 * Turns a better-auth error (an HTTP answer or a thrown APIError) into our error body, so a
 * client sees one shape everywhere: wrong credentials 401, existing account 409, a refused
 * field 400 naming it, throttling 429. 5xx keeps better-auth's text out of the answer.
 */
export function authErrorToAppError(status: number, body: AuthErrorBody, path = ''): AppError {
  const message = body.message ?? 'The request was refused.';
  const code = body.code ?? '';
  if (status === 429) {
    return new AppError('RATE_LIMITED', 'Too many attempts. Please wait a little and try again.');
  }
  if (code === 'USER_ALREADY_EXISTS' || code === 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL') {
    return new AppError('CONFLICT', 'An account with this email already exists.', [
      { field: 'email', message: 'is already registered' },
    ]);
  }
  if (code === 'INVALID_EMAIL_OR_PASSWORD') {
    return new AppError('UNAUTHENTICATED', 'The email or password is not correct.');
  }
  const wrongCode = wrongCodes[code];
  if (wrongCode) {
    return new AppError('VALIDATION_FAILED', `code: ${wrongCode}`, [
      { field: 'code', message: wrongCode },
    ]);
  }
  if (status === 401) return new AppError('UNAUTHENTICATED', message);
  const refusedAddress = refusedAddressFields[code];
  if (refusedAddress) {
    const fieldMessage = 'must be a path or an address of this site';
    return new AppError('FORBIDDEN', `${refusedAddress}: ${fieldMessage}`, [
      { field: refusedAddress, message: fieldMessage },
    ]);
  }
  if (status === 403) return new AppError('FORBIDDEN', message);
  if (status === 404) {
    return new AppError(
      'NOT_FOUND',
      body.message ?? `No route for ${path || '/'} under /api/auth.`,
    );
  }
  if (status >= 400 && status < 500) {
    let field = body.field ?? fieldByCode[code] ?? fieldFromValidationMessage(message);
    // On change-password a wrong `password` is the current one, a refused one the new one.
    if (path === '/change-password' && code === 'INVALID_PASSWORD') field = 'currentPassword';
    else if (field === 'password' && newPasswordPaths.includes(path)) field = 'newPassword';
    const fieldMessage = message.replace(/^\[body\.[^\]]+\]\s*/, '').replace(/^\w+: /, '');
    return new AppError(
      'VALIDATION_FAILED',
      field ? `${field}: ${fieldMessage}` : message,
      field ? [{ field, message: fieldMessage }] : undefined,
    );
  }
  return new AppError(
    'INTERNAL',
    'Something went wrong on our side. Please try again.',
    undefined,
    {
      cause: new Error(`better-auth ${status} ${code}: ${message}`),
    },
  );
}

/** better-auth's own body validation says `[body.email] Invalid email address`. */
function fieldFromValidationMessage(message: string): string | undefined {
  return /^\[body\.([^\]]+)\]/.exec(message)?.[1];
}
