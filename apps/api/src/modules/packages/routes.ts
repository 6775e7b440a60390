import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { packageBookingRequestSchema, packageCancelRequestSchema, packageSearchQuerySchema } from '@yado/domain/packages/requests';
import type { PackageState } from '@yado/domain/wire/packages';
import {
  packageBookingResponse,
  packageCancellationQuoteSchema,
  packageCancellationResponse,
  packageSearchResponse,
  packageViewSchema,
} from '@yado/domain/wire/packages';
import { z } from 'zod';
import { AppError } from '../../errors';
import { requireClientSession } from '../../plugins/client-session';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import { callCredentials } from '../reservations/access';
import { credentialHeaders, credentialsQuery, idempotencyHeaders, reservationNumberParams } from '../reservations/schemas';
import type { ReservationsService } from '../reservations/service';
import { guestActor } from '../reservations/routes';
import { viewerOf } from '../search/routes';
import type { PackageBookings } from './booking';
import type { PackageCancellations } from './cancellation';
import { presentPackage } from './presenter';
import type { PackageSearch } from './search';

/**
 * The states its guest sees a package in: its card's challenge open or passed with the tickets
 * still to come, or undone after it with its reason (ADR 0067), booked, or cancelled as a whole (ADR 0062).
 */
const SHOWN: readonly PackageState[] = ['awaiting_challenge', 'paid', 'undoing', 'undone', 'confirmed', 'cancelling', 'cancelled'];

export function packageRoutes(
  search: PackageSearch,
  bookings: PackageBookings,
  reservations: Pick<ReservationsService, 'get'>,
  cancellations: PackageCancellations,
  options: { lookupRateLimit: number },
): FastifyPluginAsyncZod {
  return async (app) => {
    // A reservation's credentials are guessed here as at its own lookup: the same limit per address.
    const lookupLimit = { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } };
    app.get(
      '/hotels/:code/packages',
      {
        schema: {
          tags: ['packages'],
          summary: 'Stay plus flight: the plans for a stay and the flights there and back from an airport, priced as packages',
          params: hotelCodeParams,
          querystring: packageSearchQuerySchema,
          response: { 200: packageSearchResponse },
        },
      },
      async (request) => ({
        data: await search.search(request.params.code, request.query, requestLocale(request), await viewerOf(request)),
      }),
    );

    app.post(
      '/hotels/:code/packages/reservations',
      {
        schema: {
          tags: ['packages'],
          summary: 'Book a stay plus flight as one unit, paid in full by card (Japanese only; idempotent with an Idempotency-Key header)',
          params: hotelCodeParams,
          headers: idempotencyHeaders,
          body: packageBookingRequestSchema,
          response: { 201: packageBookingResponse },
        },
      },
      async (request, reply) => {
        const member = await request.signedInMember();
        const { booked, created, replayed } = await bookings.book(request.params.code, request.body, {
          clientSessionId: requireClientSession(request).id,
          shopperIp: request.ip,
          member,
          viewer: await viewerOf(request),
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(201).send({ data: { package: presentPackage(booked, request.body.locale), ...created } });
      },
    );

    app.get(
      '/reservations/:id/package',
      {
        config: lookupLimit,
        schema: {
          tags: ['packages', 'reservations'],
          summary: "A package reservation's flights, passengers and tickets (the reservation's own credentials)",
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: credentialsQuery,
          response: { 200: z.object({ data: packageViewSchema }) },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        // The reservation's own access check first: the same answer for a wrong credential and no such reservation.
        const reservation = await reservations.get(request.params.id, callCredentials(request.headers, request.query), locale);
        const booked = await bookings.findByReservationNumber(reservation.reservation_number);
        if (!booked || !SHOWN.includes(booked.state as PackageState)) throw new AppError('not_found');
        return { data: presentPackage(booked, locale) };
      },
    );

    app.get(
      '/reservations/:id/package/cancel_quote',
      {
        config: lookupLimit,
        schema: {
          tags: ['packages', 'reservations'],
          summary:
            "What cancelling the whole package costs now: the hotel's fee, the airline's, and the refund (the reservation's own credentials)",
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: credentialsQuery,
          response: { 200: z.object({ data: packageCancellationQuoteSchema }) },
        },
      },
      async (request) => ({
        data: await cancellations.quoteForGuest(
          request.params.id,
          callCredentials(request.headers, request.query),
          await guestActor(request),
          requestLocale(request),
        ),
      }),
    );

    app.put(
      '/reservations/:id/package/cancel',
      {
        config: lookupLimit,
        schema: {
          tags: ['packages', 'reservations'],
          summary:
            'Cancel the whole package, flights and stay, at the total fee shown (the stay alone stays refused with FLIGHT_PACKAGE_FIXED)',
          params: reservationNumberParams,
          body: packageCancelRequestSchema,
          response: { 200: packageCancellationResponse },
        },
      },
      async (request) => {
        const locale = requestLocale(request);
        const actor = await guestActor(request);
        const cancelled = await cancellations.cancelByGuest(request.params.id, request.body, actor, locale);
        const reservation = await reservations.get(request.params.id, request.body, locale, actor);
        return { data: { package: presentPackage(cancelled, locale), reservation } };
      },
    );
  };
}
