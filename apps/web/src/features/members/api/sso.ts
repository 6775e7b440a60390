import { queryOptions } from '@tanstack/react-query';
import type { SsoProvider } from '@yado/domain/members';
import type { SsoOutcome, SsoProviderOption } from '@yado/domain/wire/members';
import { API_BASE, apiRequest } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/storage';

export type { SsoProviderOption } from '@yado/domain/wire/members';

const USUAL_NAMES: Record<SsoProvider, string> = { open_id: 'OpenID', line: 'LINE', facebook: 'Facebook', creansmaerd: 'creansmaerd' };
export const providerName = (provider: { id: SsoProvider; name?: string | null }) => provider.name ?? USUAL_NAMES[provider.id];

export type { SsoOutcome } from '@yado/domain/wire/members';

export const ssoProvidersQuery = (code: string) =>
  queryOptions({
    queryKey: ['sso-providers', code],
    queryFn: async () => (await apiRequest<{ data: SsoProviderOption[] }>(`/hotels/${encodeURIComponent(code)}/sso/providers`)).data,
    staleTime: Infinity,
  });

const SIGN_IN_PAGE_KEY = 'yado_sso_sign_in_page';

/**
 * Where the browser goes to sign in with a provider: our API, which sends it on to the provider.
 * The sign-in page is kept for the tab, so a failed callback can lead back to it.
 */
export function ssoStartUrl(code: string, provider: SsoProvider, input: { returnTo: string | null; locale: string; signInPage: string }) {
  sessionStore.set(SIGN_IN_PAGE_KEY, input.signInPage);
  const query = new URLSearchParams({ locale: input.locale, ...(input.returnTo ? { return_to: input.returnTo } : {}) });
  return `${API_BASE}/hotels/${encodeURIComponent(code)}/sso/${provider}/start?${query}`;
}

export const ssoSignInPage = () => sessionStore.get(SIGN_IN_PAGE_KEY);

/** The provider's answer, as it reached /sso/custom/callback; asked once per answer (a state works once). */
export const ssoCallbackQuery = (query: string) =>
  queryOptions({
    queryKey: ['sso-callback', query],
    queryFn: async () => (await apiRequest<{ data: SsoOutcome }>('/sso/callback', { method: 'POST', body: { query } })).data,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export async function linkSso(linkToken: string, password: string) {
  return (
    await apiRequest<{ data: SsoOutcome & { status: 'signed_in' } }>('/sso/link', {
      method: 'POST',
      body: { link_token: linkToken, password },
    })
  ).data;
}
