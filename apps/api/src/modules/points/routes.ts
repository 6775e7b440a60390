import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idField } from '@yado/domain/validation';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import type { StaffService } from '../staff/service';
import {
  pointAdjustmentResponse,
  pointExchangeResponse,
  pointExchangesSchema,
  pointHistorySchema,
  pointSummaryResponse,
} from '@yado/domain/wire/points';
import { pointAdjustmentSchema } from '@yado/domain/member-economy';
import { exchangeBody, exchangesQuery, timelineQuery } from './schemas';
import type { PointsService } from './service';

/** §7 points and point exchanges for the signed-in member, and the staff's adjustments. */
export function pointRoutes(points: PointsService, staff: StaffService, hotels: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/user/point',
      {
        schema: {
          tags: ['points'],
          summary: "The signed-in member's points: balance, ranking points, points to come, rank and the next one",
          response: { 200: pointSummaryResponse },
        },
      },
      async (request) => ({ data: await points.summary((await requireMember(request)).id, requestLocale(request)) }),
    );
    app.get(
      '/user/points_timeline',
      {
        schema: {
          tags: ['points'],
          summary: 'A page of point history: posted (scope current) or still to come from booked stays (scope future)',
          querystring: timelineQuery,
          response: { 200: pointHistorySchema },
        },
      },
      async (request) => points.timeline((await requireMember(request)).id, request.query, requestLocale(request)),
    );
    app.get(
      '/user/point_exchanges',
      {
        schema: {
          tags: ['points'],
          summary: "A page of the member's exchanges of points to a partner",
          querystring: exchangesQuery,
          response: { 200: pointExchangesSchema },
        },
      },
      async (request) => points.exchanges((await requireMember(request)).id, request.query),
    );
    app.post(
      '/user/point_exchanges',
      {
        schema: {
          tags: ['points'],
          summary: 'Exchange points to a partner (digico): taken from the balance, valid there for 180 days',
          body: exchangeBody,
          response: { 201: pointExchangeResponse },
        },
      },
      async (request, reply) => {
        const member = await requireMember(request);
        return reply.status(201).send({ data: await points.exchange(member.id, request.body, new Date()) });
      },
    );
    app.post(
      '/staff/hotels/:code/members/:id/point_adjustments',
      {
        schema: {
          tags: ['staff', 'points'],
          summary: "Add or take a member's points, with the reason they will see; recorded with the staff key",
          security: [{ staffKey: [] }],
          params: hotelCodeParams.extend({ id: z.coerce.number().pipe(idField()) }),
          body: pointAdjustmentSchema,
          response: { 201: pointAdjustmentResponse },
        },
      },
      async (request, reply) => {
        const { credentialId } = await staff.authenticate(request.params.code, bearerToken(request));
        const { hotel } = await hotels.getCatalogue(request.params.code);
        const adjusted = await points.adjust({ credentialId, brandId: hotel.brand.id }, request.params.id, request.body, new Date());
        return reply.status(201).send({ data: adjusted });
      },
    );
  };
}
