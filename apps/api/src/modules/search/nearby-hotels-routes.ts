import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { roomSearchQuerySchema } from '@yado/domain/search';
import { nearbyHotelsResponse } from '@yado/domain/wire/nearby-hotels';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { NearbyHotelsService } from './nearby-hotels';

/** Rate-limited per address like the lookups: one call runs up to ten hotels' room searches. */
export function nearbyHotelsRoutes(nearby: NearbyHotelsService, options: { rateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/rooms/nearby',
      {
        config: { rateLimit: { max: options.rateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['search'],
          summary: "The brand's other hotels nearest this one with rooms for the same party and stay (nearby hotels suggestion)",
          params: hotelCodeParams,
          querystring: roomSearchQuerySchema,
          response: { 200: nearbyHotelsResponse },
        },
      },
      async (request) => ({ data: await nearby.nearbyHotels(request.params.code, request.query, requestLocale(request)) }),
    );
  };
}
