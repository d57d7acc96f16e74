import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * OWASP's argon2id minimum (19 MiB, t=2, p=1). The algorithm is left at the library
 * default, argon2id: its `Algorithm` is an ambient const enum that isolatedModules cannot read.
 */
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, argon2Options);

export const verifyPassword = ({ hash: hashed, password }: { hash: string; password: string }) =>
  verify(hashed, password).catch(() => false);

let commonPasswords: Set<string> | undefined;

/** True for passwords from the zxcvbn list of common passwords (loaded once, compared lower-cased). */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return commonPasswords.has(password.toLowerCase());
}

/** The reason a password is refused, or undefined when it is acceptable. */
export function passwordProblem(password: string): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (isCommonPassword(password)) {
    return 'is one of the most common passwords; choose something less guessable';
  }
  return undefined;
}
