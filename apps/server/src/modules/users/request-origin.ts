import { AppError } from '../../platform/lib/app-error.ts';

/** What the cross-site check needs to know about one request to /api/auth. */
export type OriginCheckInput = {
  method: string;
  /** `scheme://host[:port]` the request was sent to (Fastify's view, honouring TRUST_PROXY). */
  ownOrigin: string | undefined;
  headers: {
    cookie?: string | undefined;
    origin?: string | undefined;
    referer?: string | undefined;
    'sec-fetch-site'?: string | undefined;
    'sec-fetch-mode'?: string | undefined;
  };
  /** PUBLIC_URL's origin, TRUSTED_ORIGINS and (outside production) the Vite dev server. */
  trusted: readonly string[];
};

const originOfUrl = (value: string | undefined): string | undefined => {
  if (!value || !URL.canParse(value)) return undefined;
  const { origin } = new URL(value);
  return origin === 'null' ? undefined : origin;
};

/** The page that sent a request: Origin, else Referer, else (a same-origin "null") our own. */
function senderOf({ headers, ownOrigin }: OriginCheckInput): string | undefined {
  if (headers.origin === 'null' && headers['sec-fetch-site'] === 'same-origin') return ownOrigin;
  return originOfUrl(headers.origin) ?? originOfUrl(headers.referer);
}

/**
 * Our cross-site request forgery rule for better-auth's routes (better-auth's own check is off):
 * - only state-changing methods are checked;
 * - a request carrying a cookie must come from our own origin (the scheme and host it was sent
 *   to), PUBLIC_URL or a trusted origin: only then could a forged one ride on a session;
 * - a request without a cookie has nothing to forge (scripts, apps and servers sign in with no
 *   Origin), except a cross-site form submission, which could sign a visitor into someone
 *   else's account.
 * Answers the refusal in plain words, or undefined when the request may go on.
 */
export function originRefusal(input: OriginCheckInput): AppError | undefined {
  if (['GET', 'HEAD', 'OPTIONS'].includes(input.method.toUpperCase())) return undefined;
  const { headers } = input;
  const sender = senderOf(input);
  const isOurs = (origin: string) =>
    origin === input.ownOrigin || input.trusted.some((trusted) => trusted === origin);

  if (headers.cookie) {
    if (!sender) {
      return new AppError(
        'FORBIDDEN',
        'The request carried a Vitrine cookie but not the address of the page that sent it, so it was refused. Reload the page and try again.',
      );
    }
    if (!isOurs(sender)) return fromAnotherSite(sender);
    return undefined;
  }
  if (headers['sec-fetch-site'] === 'cross-site' && headers['sec-fetch-mode'] === 'navigate') {
    return fromAnotherSite(sender ?? 'another site');
  }
  return undefined;
}

const fromAnotherSite = (sender: string) =>
  new AppError(
    'FORBIDDEN',
    `The request came from a page on ${sender}, not from Vitrine, so it was refused. Open Vitrine at its own address and try again.`,
  );
