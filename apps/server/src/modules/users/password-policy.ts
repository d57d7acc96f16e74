import { hash, verify } from '@node-rs/argon2';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

const { dictionary } = common;

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

/**
 * zxcvbn's score a password needs (3: "safely unguessable", about 10^8 guesses): strength is
 * estimated from what it is made of, not ruled by required character classes (NIST 800-63B).
 */
export const PASSWORD_MIN_SCORE = 3;

let zxcvbn: ZxcvbnFactory | undefined;

/** Built on first use: ranking the dictionaries takes a moment and memory not every process needs. */
const estimator = () =>
  (zxcvbn ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  }));

/**
 * Words about the account that a password must not lean on: the email, its local part and
 * its pieces, and the words of the name.
 */
export function accountWords(account: { email?: string | null; name?: string | null }): string[] {
  const words = new Set<string>();
  const email = account.email?.trim().toLowerCase();
  if (email) {
    words.add(email);
    const local = email.split('@')[0] ?? '';
    words.add(local);
    for (const piece of local.split(/[._+-]+/)) if (piece.length > 2) words.add(piece);
  }
  const name = account.name?.trim().toLowerCase();
  if (name) {
    words.add(name);
    words.add(name.replace(/\s+/g, ''));
    for (const piece of name.split(/\s+/)) if (piece.length > 2) words.add(piece);
  }
  return [...words].filter(Boolean);
}

/**
 * The reason a password is refused, or undefined when it is acceptable. `userInputs` are words
 * about the account (see `accountWords`), so the user's own email or name counts as guessable.
 */
export function passwordProblem(password: string, userInputs: string[] = []): string | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) {
    return `must be at least ${PASSWORD_MIN_LENGTH} characters`;
  }
  if (password.length > PASSWORD_MAX_LENGTH) {
    return `must be at most ${PASSWORD_MAX_LENGTH} characters`;
  }
  if (isCommonPassword(password)) {
    return 'is one of the most common passwords; choose something less guessable';
  }
  const { score, feedback } = estimator().check(password, userInputs);
  if (score >= PASSWORD_MIN_SCORE) return undefined;
  const why = feedback.warning ? ` (${feedback.warning.replace(/\.$/, '').toLowerCase()})` : '';
  return `is too easy to guess${why}; add a few unexpected words, or use a phrase only you would think of`;
}
