import type { NormalisedAddress } from '@yado/domain/widget-url';
import { sessionStore } from './storage';

/** Where start-up tokens taken out of the address wait for the sign-in that reads them (§4 session start-up). */
export const ADDRESS_TOKENS_KEY = 'yado_address_tokens';

export function keepAddressTokens(tokens: NormalisedAddress['tokens']) {
  if (Object.keys(tokens).length > 0) sessionStore.set(ADDRESS_TOKENS_KEY, JSON.stringify(tokens));
}
