import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recommendationQuerySchema } from '@yado/domain/recommendation-query';
import { recommendationResponse } from '@yado/domain/wire/recommendation';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { RecommendationService } from './recommendation';
import { viewerOf } from './routes';

export function recommendationRoutes(recommender: RecommendationService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/rooms/recommendation',
      {
        schema: {
          tags: ['search'],
          summary: 'The cheapest rooms that sleep the party, and alternatives (fewest rooms, breakfast, free cancellation)',
          params: hotelCodeParams,
          querystring: recommendationQuerySchema,
          response: { 200: recommendationResponse },
        },
      },
      async (request) => ({
        data: await recommender.recommend(request.params.code, request.query, requestLocale(request), await viewerOf(request)),
      }),
    );
  };
}
