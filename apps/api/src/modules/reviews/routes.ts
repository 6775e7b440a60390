import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { reviewRequestSchema } from '@yado/domain/reviews';
import { idParam } from '@yado/domain/validation';
import { hotelRatingsResponse, staffReviewResponse, stayReviewResponse } from '@yado/domain/wire/reviews';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import { hotelCodeParams } from '../hotels/schemas';
import { reservationNumberParams } from '../reservations/schemas';
import type { StaffService } from '../staff/service';
import type { ReviewsService } from './service';

const staffReviewParams = hotelCodeParams.extend({ review: idParam() });

/** A member rates their own stay (§2 review-reservation); a hotel's staff hide or show its reviews. */
export function reviewRoutes(reviews: ReviewsService, staff: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reservations/:id/review',
      {
        schema: {
          tags: ['reviews', 'members'],
          summary: "The signed-in member's own stay as its review page shows it, and their review once made",
          params: reservationNumberParams,
          response: { 200: stayReviewResponse },
        },
      },
      async (request) => ({
        data: await reviews.forMember((await requireMember(request)).id, request.params.id, requestLocale(request)),
      }),
    );

    app.post(
      '/reservations/:id/review',
      {
        schema: {
          tags: ['reviews', 'members'],
          summary: 'Rate a stay of your own, once, from its check-out day: overall and per category 1–5, and a comment',
          params: reservationNumberParams,
          body: reviewRequestSchema,
          response: { 201: stayReviewResponse },
        },
      },
      async (request, reply) => {
        const member = await requireMember(request);
        return reply.status(201).send({ data: await reviews.rate(member.id, request.params.id, request.body) });
      },
    );

    for (const action of ['hide', 'show'] as const)
      app.put(
        `/staff/hotels/:code/reviews/:review/${action}`,
        {
          schema: {
            tags: ['staff', 'reviews'],
            summary:
              action === 'hide'
                ? 'Hide an abusive review: it leaves the ratings at once; who hid it and when are kept'
                : 'Show a hidden review again',
            security: [{ staffKey: [] }],
            params: staffReviewParams,
            response: { 200: staffReviewResponse },
          },
        },
        async (request) => {
          const member = await staff.authenticate(request.params.code, bearerToken(request));
          return { data: { review: await reviews[action](request.params.code, member, request.params.review) } };
        },
      );
  };
}

/** The agency site's ratings of a hotel (§7 OTA ratings), under /api/ota/v1. */
export function ratingRoutes(reviews: ReviewsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/ratings',
      {
        schema: {
          tags: ['ota', 'reviews'],
          summary: "A hotel's rating summary and its visible reviews, newest first, a page at a time",
          params: hotelCodeParams,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
          response: { 200: hotelRatingsResponse },
        },
      },
      async (request) => reviews.ratings(request.params.code, request.query.page),
    );
  };
}
