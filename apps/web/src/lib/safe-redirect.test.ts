import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps a path on this site, with its query', () => {
    expect(safeRedirect('/user/orders?status=shipped')).toBe('/user/orders?status=shipped');
  });

  it.each([
    ['another site', 'https://evil.example/phish'],
    ['a protocol-relative address', '//evil.example'],
    ['a backslash trick', '/\\evil.example'],
    ['a tab the browser drops', '/\t/evil.example'],
    ['the auth pages themselves', '/auth/login?redirect=/user'],
    ['nothing', null],
  ])('falls back to the home page for %s', (_what, value) => {
    expect(safeRedirect(value)).toBe('/');
  });
});
