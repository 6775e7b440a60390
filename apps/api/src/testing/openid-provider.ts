import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import Provider, { type KoaContextWithOIDC } from 'oidc-provider';

/** A person the test provider knows, by the login typed on its sign-in page. */
export interface ProviderAccount {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface TestOpenIdProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close(): Promise<void>;
}

/** A port free on loopback now, for servers that must know their address before they start. */
export async function freePort(): Promise<number> {
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * A real OpenID Connect provider (oidc-provider, pinned: later releases may need a newer Node than
 * this project's 20) on loopback, for tests of external sign-in. Its
 * own development sign-in page takes any login and password; the login names the account. Consent
 * is taken as given, as a first-party provider would.
 */
export async function startOpenIdProvider(options: {
  redirectUris: string[];
  accounts: Record<string, ProviderAccount>;
}): Promise<TestOpenIdProvider> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = 'yado-test';
  const clientSecret = 'yado-test-client-secret-0123456789';
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        response_types: ['code'],
        grant_types: ['authorization_code'],
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['given_name', 'family_name'] },
    pkce: { required: () => true },
    cookies: { keys: ['test-only-cookie-key-0123456789'] },
    // Short lives, as a provider would set them (and without them it prints a notice for each).
    ttl: { AccessToken: 600, AuthorizationCode: 60, IdToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    findAccount: (_ctx: KoaContextWithOIDC, sub: string) => ({
      accountId: sub,
      claims: () => ({ sub, ...options.accounts[sub] }),
    }),
    // First-party provider: what the client asks for is granted without a consent screen.
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session, params } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(String(params?.scope ?? 'openid'));
      await grant.save();
      return grant;
    },
  });
  const server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    issuer,
    clientId,
    clientSecret,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A tiny cookie jar: the provider keeps its interaction in cookies between its pages. */
function cookieJar() {
  const cookies = new Map<string, string>();
  return {
    keep(response: Response) {
      for (const line of response.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const at = pair.indexOf('=');
        cookies.set(pair.slice(0, at), pair.slice(at + 1));
      }
    },
    header: () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; '),
  };
}

/**
 * Goes through the provider's own pages as a browser would, from its authorization URL to the
 * redirect back, typing `login` on its sign-in page; answers the query of that redirect.
 */
export async function signInAtProvider(authorizationUrl: string, login: string): Promise<string> {
  const jar = cookieJar();
  let url = authorizationUrl;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.keep(response);
    const location = response.headers.get('location');
    if (location) {
      const next = new URL(location, url);
      if (next.pathname.endsWith('/sso/custom/callback')) return next.search.slice(1);
      url = next.href;
      continue;
    }
    // The sign-in page: post the login form it shows.
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`unexpected provider page: ${html.slice(0, 200)}`);
    const posted = await fetch(new URL(action, url), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ prompt: 'login', login, password: 'any' }),
    });
    jar.keep(posted);
    url = new URL(posted.headers.get('location') ?? '', url).href;
  }
  throw new Error('the provider never sent the guest back');
}
