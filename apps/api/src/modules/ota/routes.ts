import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { agencySearchQuerySchema, placeSuggestQuerySchema } from '@yado/domain/agency-search';
import { agencySearchResponse, placeSuggestResponse } from '@yado/domain/wire/ota';
import { requestLocale } from '../../plugins/locale';
import type { AgencySearchService } from './service';

/** The agency site's calls (§7 OTA), under /api/ota/v1. */
export function agencyRoutes(agency: AgencySearchService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/search',
      {
        schema: {
          tags: ['ota'],
          summary:
            "Every brand's hotels for a place, stay and party: filtered, ordered, a page at a time, priced as the room search prices them",
          querystring: agencySearchQuerySchema,
          response: { 200: agencySearchResponse },
        },
      },
      async (request) => agency.search(request.query, requestLocale(request)),
    );

    app.get(
      '/places/suggest',
      {
        schema: {
          tags: ['ota'],
          summary: 'Places and hotels matching what a traveller has typed so far',
          querystring: placeSuggestQuerySchema,
          response: { 200: placeSuggestResponse },
        },
      },
      async (request) => ({ data: await agency.suggest(request.query.q, requestLocale(request), request.query.limit) }),
    );
  };
}
