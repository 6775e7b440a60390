import type { NormalisedAddress } from '@yado/domain/widget-url';
import { sessionStore } from './storage';

/** Where start-up tokens taken out of the address wait for the sign-in that reads them (§4 session start-up). */
export const ADDRESS_TOKENS_KEY = 'yado_address_tokens';

export function keepAddressTokens(tokens: NormalisedAddress['tokens']) {
  if (Object.keys(tokens).length > 0) sessionStore.set(ADDRESS_TOKENS_KEY, JSON.stringify(tokens));
}

/** The start-up tokens the address came with, once: read, then forgotten (§2 tokens removed after reading). */
export function takeAddressTokens(): NormalisedAddress['tokens'] {
  const kept = sessionStore.get(ADDRESS_TOKENS_KEY);
  sessionStore.remove(ADDRESS_TOKENS_KEY);
  try {
    return kept ? (JSON.parse(kept) as NormalisedAddress['tokens']) : {};
  } catch {
    return {};
  }
}
