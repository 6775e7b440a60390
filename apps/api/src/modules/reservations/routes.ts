import { RESERVATION_CHANNELS, RESERVATION_PAYMENT_KINDS } from '@yado/domain/statuses';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  balancePaymentSchema,
  cancelRequestSchema,
  extrasAddRequestSchema,
  guestsUpdateSchema,
  reservationRequestSchema,
  stayChangeRequestSchema,
} from '@yado/domain/booking';
import type { FastifyRequest } from 'fastify';
import { isoDateField } from '@yado/domain/validation';
import { requireClientSession } from '../../plugins/client-session';
import { requestLocale } from '../../plugins/locale';
import { requireMember } from '../../plugins/member';
import { AppError } from '../../errors';
import { uncheckedResponse } from '../../plugins/unchecked-response';
import { hotelCodeParams } from '../hotels/schemas';
import { callCredentials } from './access';
import {
  balancePaymentResponse,
  changeQuoteResponse,
  createdResponse,
  memberReservationsResponse,
  overlappingResponse,
  receiptResponse,
  reservationResponse,
} from '@yado/domain/wire/reservations';
import {
  credentialHeaders,
  credentialsQuery,
  idempotencyHeaders,
  lookupParams,
  reservationNumberParams,
  receiptQuery,
  stayChangeQuery,
} from './schemas';
import type { ReservationsService } from './service';
import type { Actor } from './update-setting';

/** The guest acting online, signed in or not (§6 sign-in matching). */
export async function guestActor(request: FastifyRequest): Promise<Actor> {
  return { kind: 'guest', member: await request.signedInMember(), corporate: await request.signedInOrganizationUser() };
}

export function reservationRoutes(reservations: ReservationsService, options: { lookupRateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/hotels/:code/reservations',
      {
        schema: {
          tags: ['reservations'],
          summary: 'Book a stay (idempotent with an Idempotency-Key header)',
          params: hotelCodeParams,
          headers: idempotencyHeaders,
          body: reservationRequestSchema,
          response: { 200: createdResponse, 201: createdResponse },
        },
        // Written unchecked, as the search's (ADR 0024): checking cost 7 % of a booking's server time; tests check every answer.
        serializerCompiler: uncheckedResponse,
      },
      async (request, reply) => {
        const created = await reservations.create(request.params.code, request.body, {
          clientSessionId: requireClientSession(request).id,
          shopperIp: request.ip,
          member: await request.signedInMember(),
          corporate: await request.signedInOrganizationUser(),
          idempotencyKey: request.headers['idempotency-key'],
        });
        if (created.replayed) reply.header('idempotent-replayed', 'true');
        return reply.status(created.status === 200 ? 200 : 201).send(created.body);
      },
    );

    app.get(
      '/reservations/overlapping',
      {
        schema: {
          tags: ['reservations'],
          summary: "The guest's own reservations that meet a stay about to be booked (member's, or this client session's)",
          querystring: z.object({ checkin_date: isoDateField(), checkout_date: isoDateField() }),
          response: { 200: overlappingResponse },
        },
      },
      async (request) => ({
        data: {
          reservations: await reservations.overlapping(
            { checkin: request.query.checkin_date, checkout: request.query.checkout_date },
            { member: await request.signedInMember(), clientSessionId: requireClientSession(request).id },
            requestLocale(request),
          ),
        },
      }),
    );

    app.get(
      '/user/reservations',
      {
        schema: {
          tags: ['reservations', 'members'],
          summary: "The signed-in member's reservations, by tab, a page at a time",
          querystring: z.object({
            status: z.enum(['upcoming', 'completed', 'cancelled']).default('upcoming'),
            page: z.coerce.number().int().min(1).max(1000).default(1),
            payment: z.enum(['all', ...RESERVATION_PAYMENT_KINDS]).default('all'),
            channel: z.enum(['all', ...RESERVATION_CHANNELS]).default('all'),
          }),
          response: { 200: memberReservationsResponse },
        },
      },
      async (request) => ({
        data: await reservations.listForMember((await requireMember(request)).id, request.query, requestLocale(request)),
      }),
    );

    app.get(
      '/hotel_brands/:brand/reservations/:number',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'Find a reservation by number and email (the X-Reservation-Email header, or ?email)',
          params: lookupParams,
          headers: credentialHeaders.pick({ 'x-reservation-email': true }),
          querystring: credentialsQuery.pick({ email: true, locale: true }),
          response: { 200: reservationResponse },
        },
      },
      async (request) => {
        const { email } = callCredentials(request.headers, request.query);
        if (!email) throw new AppError('invalid', {}, [{ field: 'email', message: 'Invalid input: expected string, received undefined' }]);
        return {
          data: {
            reservation: await reservations.lookup(
              request.params.brand,
              request.params.number,
              email,
              requestLocale(request),
              await guestActor(request),
            ),
          },
        };
      },
    );

    app.get(
      '/reservations/:id',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'A reservation, with its email or bypass token (headers, or the query)',
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: credentialsQuery,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.get(
            request.params.id,
            callCredentials(request.headers, request.query),
            requestLocale(request),
            await guestActor(request),
          ),
        },
      }),
    );

    app.get(
      '/reservations/:id/receipt',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'A receipt for what was paid online, made out to a name and for a purpose',
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: receiptQuery,
          response: { 200: receiptResponse },
        },
      },
      async (request) => ({
        data: {
          receipt: await reservations.receipt(
            request.params.id,
            callCredentials(request.headers, request.query),
            request.query,
            requestLocale(request),
          ),
        },
      }),
    );

    app.put(
      '/reservations/:id/cancel',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'Cancel a reservation online',
          params: reservationNumberParams,
          body: cancelRequestSchema,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.cancel(request.params.id, request.body, await guestActor(request), requestLocale(request)),
        },
      }),
    );

    app.post(
      '/reservations/:id/balance_payment',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations', 'payment links'],
          summary:
            'A payment link for the rest of a stay paid in full by card that has grown since (422 BALANCE_NOT_PAYABLE_ONLINE otherwise)',
          params: reservationNumberParams,
          body: balancePaymentSchema,
          response: { 200: balancePaymentResponse },
        },
      },
      async (request) => ({ data: await reservations.balancePayment(request.params.id, request.body) }),
    );

    app.get(
      '/reservations/:id/change_quote',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'What changing the dates or rooms would cost now: new total, difference and the fee for what is given up',
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: stayChangeQuery,
          response: { 200: changeQuoteResponse },
        },
      },
      async (request) => ({
        data: {
          quote: await reservations.quoteChange(
            request.params.id,
            callCredentials(request.headers, request.query),
            request.query,
            await guestActor(request),
          ),
        },
      }),
    );

    app.put(
      '/reservations/:id',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: 'Change the dates or reduce the nights or rooms, at the total and fee the guest was shown',
          params: reservationNumberParams,
          body: stayChangeRequestSchema,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.changeStay(request.params.id, request.body, await guestActor(request), requestLocale(request)),
        },
      }),
    );

    app.post(
      '/reservations/:id/extras',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations', 'extras'],
          summary: 'Add extras to a booking, at the total the guest was shown',
          params: reservationNumberParams,
          body: extrasAddRequestSchema,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.addExtras(request.params.id, request.body, await guestActor(request), requestLocale(request)),
        },
      }),
    );

    app.put(
      '/reservations/:id/guests',
      {
        config: { rateLimit: { max: options.lookupRateLimit, timeWindow: '1 minute' } },
        schema: {
          tags: ['reservations'],
          summary: "Update the booker's details, the room guests' names and the request to the hotel",
          params: reservationNumberParams,
          body: guestsUpdateSchema,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.updateGuests(request.params.id, request.body, await guestActor(request), requestLocale(request)),
        },
      }),
    );
  };
}
