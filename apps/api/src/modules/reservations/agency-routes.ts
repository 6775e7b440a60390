import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reservationResponse } from '@yado/domain/wire/reservations';
import { requestLocale } from '../../plugins/locale';
import { callCredentials } from './access';
import { guestActor } from './routes';
import { credentialHeaders, credentialsQuery, reservationNumberParams } from './schemas';
import type { ReservationsService } from './service';

/** The agency's reservation call (§7 OTA: api/ota/v1/reservations/{id}), under /api/ota/v1. */
export function agencyReservationRoutes(reservations: ReservationsService, options: { lookupRateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/reservations/:id',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['ota'],
          summary:
            'A reservation booked on the agency site, with its email or bypass token (headers, or the query); one booked elsewhere is not found here',
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: credentialsQuery,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.getBookedThrough(
            'tripla',
            request.params.id,
            callCredentials(request.headers, request.query),
            requestLocale(request),
            await guestActor(request),
          ),
        },
      }),
    );
  };
}
