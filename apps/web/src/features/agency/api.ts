import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { Understanding } from '@yado/domain/assistant/request';
import type { HandOffAnswer, handOffBodySchema } from '@yado/domain/price-hold';
import type { AgencySearchAnswer, placeSuggestResponse } from '@yado/domain/wire/ota';
import type { z } from 'zod';
import { apiRequest, OTA_API_BASE } from '../../lib/api-client';
import { apiQuery, type AgencySearch } from './agency-url';

export const PER_PAGE = 10;

export type AgencyHotelAnswer = AgencySearchAnswer['data'][number];
export type PlaceSuggestion = z.infer<typeof placeSuggestResponse>['data'][number];

/** GET hotels/search for a search as its address has it; the previous page stays up while the next loads. */
export const hotelSearchQuery = (search: AgencySearch, currency: string, locale: string) => {
  const query = apiQuery(search, currency, PER_PAGE);
  return queryOptions({
    queryKey: ['agency-search', query, locale],
    queryFn: ({ signal }) => apiRequest<AgencySearchAnswer>('/hotels/search', { base: OTA_API_BASE, query, signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
};

/** GET places/suggest as one types; a short answer kept a minute, so typing back and forth asks once. */
export const placeSuggestQuery = (text: string, locale: string) =>
  queryOptions({
    queryKey: ['agency-places', text, locale],
    queryFn: async ({ signal }) =>
      (
        await apiRequest<{ data: PlaceSuggestion[] }>('/places/suggest', {
          base: OTA_API_BASE,
          query: { q: text, locale, limit: 8 },
          signal,
        })
      ).data,
    enabled: text.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });

/** POST assistant/understand: the traveller's sentence read on the server (ADR 0051), never in the page. */
export async function understandSentence(text: string, locale: string): Promise<Understanding & { source: 'parser' | 'model' }> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    await apiRequest<{ data: Understanding & { source: 'parser' | 'model' } }>('/assistant/understand', {
      base: OTA_API_BASE,
      method: 'POST',
      body: { text, locale, ...(timeZone ? { time_zone: timeZone } : {}) },
    })
  ).data;
}

/** POST hand-offs: a hotel's cheapest plan paid in advance, kept as a draft with its price held (ADR 0060). */
export async function startHandOff(body: z.input<typeof handOffBodySchema>): Promise<HandOffAnswer> {
  return (await apiRequest<{ data: HandOffAnswer }>('/hand-offs', { base: OTA_API_BASE, method: 'POST', body })).data;
}
