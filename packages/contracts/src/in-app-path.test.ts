import { describe, expect, it } from 'vitest';
import { inAppPathSchema } from './in-app-path-schema.ts';
import { inAppPathOr, isInAppPath } from './in-app-path.ts';

/** Where a browser sends a click on `href` from a page of https://vitrine.example. */
const browserTarget = (href: string) =>
  new URL(href.replace(/[\t\n\r]/g, ''), 'https://vitrine.example/');

describe('an in-app path', () => {
  it.each([
    '/',
    '/offers',
    '/shops?occasions=wedding&page=2',
    '/shop/0b9a4c9e-5f1d-4f0e-9a53-2b1f0b3c7d11#reviews',
    '/shops?q=caf%C3%A9',
    '/search?next=https://elsewhere.example',
  ])('accepts %s', (path) => {
    expect(isInAppPath(path)).toBe(true);
    expect(inAppPathSchema.safeParse(path).success).toBe(true);
    expect(browserTarget(path).origin).toBe('https://vitrine.example');
  });

  it.each([
    ['a backslash read as a slash', '/\\evil.example/phish'],
    ['two backslashes', '/\\\\evil.example'],
    ['a tab dropped by the browser', '/\t/evil.example'],
    ['a newline dropped by the browser', '/\n/evil.example'],
    ['a carriage return dropped by the browser', '/\r/evil.example'],
    ['a protocol-relative address', '//evil.example'],
    ['an empty segment behind a dot', '/.//evil.example'],
    ['an empty segment later in the path', '/shops//evil'],
    ['another site', 'https://evil.example/phish'],
    ['a script', 'javascript:alert(1)'],
    ['a relative path', 'offers'],
    ['a space', '/shops and more'],
    ['nothing', ''],
  ])('refuses %s', (_what, value) => {
    expect(isInAppPath(value)).toBe(false);
    expect(inAppPathSchema.safeParse(value).success).toBe(false);
    expect(inAppPathOr(value, null)).toBeNull();
  });

  it('refuses every hostile example a browser would take off-site', () => {
    for (const value of ['/\\evil.example/phish', '/\t/evil.example', '//evil.example']) {
      expect(browserTarget(value).origin).not.toBe('https://vitrine.example');
      expect(isInAppPath(value)).toBe(false);
    }
  });

  it('says what is wrong, for the form that sent it', () => {
    const result = inAppPathSchema.safeParse('/\\evil.example');
    expect(result.error?.issues[0]?.message).toMatch(/path inside the app/);
  });
});
