import { describe, expect, it } from 'vitest';
import { createUserAnswers } from './user-answers.ts';

describe('remembered /user/credits answers', () => {
  it('recalls an answer until its TTL, and never past its next expiry', () => {
    const answers = createUserAnswers<string>({ ttlMs: 5_000, maxUsers: 10 });
    answers.remember('u1', 'page1', 'balance 30', { mark: answers.mark(), now: 1_000 });
    expect(answers.recall('u1', 'page1', 5_999)).toBe('balance 30');
    expect(answers.recall('u1', 'page1', 6_000)).toBeUndefined();

    answers.remember('u1', 'page1', 'balance 30', {
      mark: answers.mark(),
      now: 1_000,
      until: 2_000,
    });
    expect(answers.recall('u1', 'page1', 1_999)).toBe('balance 30');
    expect(answers.recall('u1', 'page1', 2_000)).toBeUndefined();
  });

  it('forgets every answer of a user at once, and only that user', () => {
    const answers = createUserAnswers<string>({ ttlMs: 5_000, maxUsers: 10 });
    const mark = answers.mark();
    answers.remember('u1', 'page1', 'a', { mark, now: 0 });
    answers.remember('u1', 'page2', 'b', { mark, now: 0 });
    answers.remember('u2', 'page1', 'c', { mark, now: 0 });
    answers.forget('u1');
    expect(answers.recall('u1', 'page1', 1)).toBeUndefined();
    expect(answers.recall('u1', 'page2', 1)).toBeUndefined();
    expect(answers.recall('u2', 'page1', 1)).toBe('c');
  });

  it('does not keep an answer read while a change was being forgotten (it may predate it)', () => {
    const answers = createUserAnswers<string>({ ttlMs: 5_000, maxUsers: 10 });
    const mark = answers.mark();
    // The read started, then a change committed and was forgotten, then the read finished.
    answers.forget('u1');
    answers.remember('u1', 'page1', 'old balance', { mark, now: 0 });
    expect(answers.recall('u1', 'page1', 1)).toBeUndefined();
  });

  it('keeps nothing with a TTL of 0, and at most maxUsers users (the oldest go first)', () => {
    const off = createUserAnswers<string>({ ttlMs: 0, maxUsers: 10 });
    off.remember('u1', 'page1', 'a', { mark: off.mark(), now: 0 });
    expect(off.recall('u1', 'page1', 0)).toBeUndefined();

    const small = createUserAnswers<string>({ ttlMs: 5_000, maxUsers: 2 });
    for (const user of ['u1', 'u2', 'u3']) {
      small.remember(user, 'page1', user, { mark: small.mark(), now: 0 });
    }
    expect(small.recall('u1', 'page1', 1)).toBeUndefined();
    expect(small.recall('u2', 'page1', 1)).toBe('u2');
    expect(small.recall('u3', 'page1', 1)).toBe('u3');
  });
});
