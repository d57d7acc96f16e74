import { describe, expect, it } from 'vitest';
import { accountWords, passwordProblem } from './password-policy.ts';

const asha = accountWords({ email: 'asha.rao@example.test', name: 'Asha Rao' });

describe('passwordProblem', () => {
  it('refuses passwords that are long enough but trivially guessable', () => {
    for (const password of [' '.repeat(8), 'aaaaaaaa', '12345678', 'abcdefgh', 'qwertyui']) {
      expect(passwordProblem(password)).toMatch(/too easy to guess|most common/);
    }
  });

  it('refuses passwords built from the account’s own email or name', () => {
    for (const password of ['asha.rao@example.test', 'asharao2024', 'Asha.Rao.1']) {
      expect(passwordProblem(password, asha)).toContain('too easy to guess');
    }
    // The same password is not refused for someone else: it is the context that gives it away.
    expect(
      passwordProblem('asharao2024', accountWords({ email: 'z@example.test' })),
    ).toBeUndefined();
  });

  it('asks for no character classes: a long lower-case passphrase is fine (NIST 800-63B)', () => {
    expect(passwordProblem('tidal mango ledger', asha)).toBeUndefined();
    expect(passwordProblem('quiet-lantern-harbour-42', asha)).toBeUndefined();
  });

  it('says what is wrong in words', () => {
    expect(passwordProblem('aaaaaaaa')).toBe(
      'is too easy to guess (repeated characters like "aaa" are easy to guess); add a few unexpected words, or use a phrase only you would think of',
    );
  });
});

describe('accountWords', () => {
  it('gives the email, its local part and pieces, and the words of the name', () => {
    expect(asha).toEqual([
      'asha.rao@example.test',
      'asha.rao',
      'asha',
      'rao',
      'asha rao',
      'asharao',
    ]);
  });
});
