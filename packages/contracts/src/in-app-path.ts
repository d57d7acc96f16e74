// Without zod: the home page's first download checks its banners' links with this.

const ORIGIN = 'https://in-app.invalid';

/**
 * Whether `value` is a path inside this app (`/offers`, `/shops?occasions=wedding#top`), one a
 * browser can only resolve to this site. Browsers read `\` as `/` and drop tabs and newlines
 * anywhere in an address, so `/\evil.example` and `/<tab>/evil.example` mean `//evil.example`:
 * another site. Refused: anything not starting with `/`, any backslash, white space or control
 * character, and `//` anywhere in the path (`/.//evil.example` becomes `//evil.example` once
 * the browser removes the dot). Last, the URL parser itself must keep it on the origin.
 */
export function isInAppPath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (/[\\\s\u0000-\u001f\u007f]/.test(value)) return false;
  const path = value.split(/[?#]/, 1)[0]!;
  if (path.includes('//')) return false;
  try {
    return new URL(value, ORIGIN).origin === ORIGIN;
  } catch {
    return false;
  }
}

/** `value` when it is an in-app path (`isInAppPath`), else `fallback`: for links stored before the rule. */
export function inAppPathOr<T>(value: string | null | undefined, fallback: T): string | T {
  return typeof value === 'string' && isInAppPath(value) ? value : fallback;
}
