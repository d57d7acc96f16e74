import { z } from 'zod';
import { declareConfig, optionalString, urlWithProtocols } from '../../platform/config.ts';

declare module '../../platform/config.ts' {
  interface ModuleConfigs {
    /** Sign-in with Google and with Facebook, when their apps are configured. */
    google: { clientId: string; clientSecret: string; discoveryUrl: string } | undefined;
    facebook: { clientId: string; clientSecret: string } | undefined;
    sessionCacheTtlMs: number;
  }
}

/** The variables the users module reads: social sign-in and the session cache. */
export const usersConfigDeclaration = declareConfig(
  z.object({
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Only for tests and self-hosted identity providers; Google's own discovery document by default. */
    GOOGLE_DISCOVERY_URL: urlWithProtocols(
      ['http', 'https'],
      'https://accounts.google.com/.well-known/openid-configuration',
    ),
    FACEBOOK_CLIENT_ID: optionalString,
    FACEBOOK_CLIENT_SECRET: optionalString,
    /**
     * How long an instance remembers who a bearer token belongs to (and their roles); 0 = always
     * ask the database. Sign-outs reach every instance at once through events; this bounds a
     * role change seen on another instance, or a revocation event that was lost.
     */
    SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5_000),
  }),
  (e, _context, problems) => {
    const pair = (id: string | undefined, secret: string | undefined, name: string) => {
      if (Boolean(id) !== Boolean(secret)) {
        problems.push(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET: set both or neither`);
      }
      return id && secret ? { clientId: id, clientSecret: secret } : undefined;
    };
    const google = pair(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE');
    return {
      google: google && {
        ...google,
        discoveryUrl:
          e.GOOGLE_DISCOVERY_URL ?? 'https://accounts.google.com/.well-known/openid-configuration',
      },
      facebook: pair(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, 'FACEBOOK'),
      sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    };
  },
);
