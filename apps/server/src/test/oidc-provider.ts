import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

/**
 * A real OpenID Connect provider (oidc-provider) on loopback, standing in for Google: any
 * login name signs in as the account of that name, with a verified email `<login>@example.test`.
 */
export async function startOidcProvider(client: {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
}) {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: client.clientId,
        client_secret: client.clientSecret,
        redirect_uris: [client.redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: `${id}@example.test`,
          email_verified: true,
          name: `${id[0]?.toUpperCase()}${id.slice(1)} Social`,
        }),
      };
    },
    ttl: { Interaction: 600, Session: 3600, Grant: 3600, AccessToken: 600, IdToken: 600 },
    cookies: { keys: ['oidc-test-cookie-key-0123456789'] },
    features: { devInteractions: { enabled: true } },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    discoveryUrl: `${issuer}/.well-known/openid-configuration`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Cookies of one site, as a browser would keep them between requests. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(setCookie: string[] | string | undefined) {
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '')
        this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/**
 * Plays the browser at the provider: opens the authorization URL, signs in as `login` on the
 * provider's login form, grants consent, and returns the redirect back to the app's callback.
 */
export async function authorizeAtProvider(authorizationUrl: string, login: string): Promise<URL> {
  const jar = new CookieJar();
  const go = async (url: string, form?: Record<string, string>) => {
    const res = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: jar.header(),
        ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    jar.store(res.headers.getSetCookie());
    await res.arrayBuffer();
    const location = res.headers.get('location');
    return {
      status: res.status,
      location: location ? new URL(location, url).toString() : undefined,
    };
  };

  let next = await go(authorizationUrl);
  for (let step = 0; step < 10 && next.location; step++) {
    const url = next.location;
    const { pathname } = new URL(url);
    if (!url.startsWith(new URL(authorizationUrl).origin)) return new URL(url);
    if (pathname.startsWith('/interaction/')) {
      // The dev interaction asks for the login first, then for consent, on the same URL.
      const page = await fetch(url, { headers: { cookie: jar.header() } }).then((r) => r.text());
      const prompt = page.includes('name="login"') ? 'login' : 'consent';
      next = await go(url, prompt === 'login' ? { prompt, login, password: 'any' } : { prompt });
    } else {
      next = await go(url);
    }
  }
  throw new Error(`The provider did not redirect back to the app (last status ${next.status})`);
}
