import * as client from 'openid-client';
import type { SsoProvider } from '@yado/domain/members';
import type { SsoProviderConfig } from '../../config';
import { AppError } from '../../errors';

/** What a started sign-in must keep for its callback (RFC 9700: state, nonce and PKCE). */
export interface StartedSignIn {
  url: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** What the provider's ID token says about who signed in. */
export interface IdTokenClaims {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The OpenID Connect relying party (openid-client): one configuration per provider, discovered on
 * first use and kept; a failed discovery is tried again next time rather than kept.
 */
export function openIdClients(providers: SsoProviderConfig[]) {
  const configurations = new Map<SsoProvider, Promise<client.Configuration>>();

  function providerOf(id: string): SsoProviderConfig {
    const provider = providers.find((p) => p.id === id);
    if (!provider) throw new AppError('sso_provider_unknown');
    return provider;
  }

  function configurationOf(provider: SsoProviderConfig): Promise<client.Configuration> {
    let configuration = configurations.get(provider.id);
    if (!configuration) {
      const issuer = new URL(provider.issuer);
      // Plain http only for a provider on this machine (tests, the demo); anywhere else it is https.
      const insecure = issuer.protocol === 'http:' && LOOPBACK.has(issuer.hostname);
      configuration = client.discovery(issuer, provider.client_id, provider.client_secret, undefined, {
        execute: insecure ? [client.allowInsecureRequests] : [],
        timeout: 10,
      });
      configuration.catch(() => configurations.delete(provider.id));
      configurations.set(provider.id, configuration);
    }
    return configuration;
  }

  return {
    enabled: (): SsoProviderConfig[] => providers,

    async start(id: string, redirectUri: string, locale: string): Promise<StartedSignIn> {
      const provider = providerOf(id);
      const configuration = await configurationOf(provider).catch(() => {
        throw new AppError('sso_failed');
      });
      const codeVerifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: provider.scope,
        code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: 'S256',
        state,
        nonce,
        ui_locales: locale.replace('_', '-'),
      });
      return { url: url.href, state, nonce, codeVerifier };
    },

    /** Exchanges the callback's code for tokens and checks the ID token; any refusal is 'sso_failed'. */
    async finish(id: string, callbackUrl: URL, expected: { state: string; nonce: string; codeVerifier: string }): Promise<IdTokenClaims> {
      const provider = providerOf(id);
      try {
        const configuration = await configurationOf(provider);
        const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
          pkceCodeVerifier: expected.codeVerifier,
          expectedState: expected.state,
          expectedNonce: expected.nonce,
          idTokenExpected: true,
        });
        const idToken = tokens.claims();
        if (!idToken) throw new Error('no ID token');
        // Providers put the profile in the ID token or only behind userinfo; the ID token's word wins.
        const userInfo = configuration.serverMetadata().userinfo_endpoint
          ? await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub)
          : {};
        const claims: Record<string, unknown> = { ...userInfo, ...idToken };
        const text = (value: unknown) => (typeof value === 'string' ? value : '');
        return {
          subject: idToken.sub,
          email: text(claims.email) || null,
          emailVerified: claims.email_verified === true,
          givenName: text(claims.given_name) || text(claims.name),
          familyName: text(claims.family_name),
        };
      } catch {
        throw new AppError('sso_failed');
      }
    },
  };
}
export type OpenIdClients = ReturnType<typeof openIdClients>;
