import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { stayChangeRequestSchema } from '@yado/domain/booking';
import {
  consoleCancelSchema,
  consolePackageCancelQuoteQuery,
  consolePaymentLinkSchema,
  consoleReservationsQuerySchema,
} from '@yado/domain/console-reservations';
import {
  consoleCancelledReservationResponse,
  consolePaymentLinkResponse,
  consoleReservationListResponse,
  consoleReservationResponse,
} from '@yado/domain/wire/console-reservations';
import { packageCancellationQuoteSchema } from '@yado/domain/wire/packages';
import { changeQuoteResponse } from '@yado/domain/wire/reservations';
import { requestLocale } from '../../plugins/locale';
import { requestedOrigin } from '../../plugins/origin';
import { hotelCodeParams } from '../hotels/schemas';
import { stayChangeQuery } from '../reservations/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleReservations } from './reservations';
import { signedInUser } from './session';

const reservationParams = hotelCodeParams.extend({ number: z.string().min(1).max(32) });
const tags = ['console'];

/**
 * The console's reservations (front desk work, open to every role of the hotel): the day's
 * arrivals, departures and guests in house, the search, a reservation with its history and mails,
 * and the staff's change, cancellation, mail again and payment link.
 */
export function consoleReservationRoutes(accounts: ConsoleAccounts, reservations: ConsoleReservations): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/reservations',
      {
        schema: {
          tags,
          summary: "A day's arrivals, departures or guests in house (the hotel's today by default), or a search, a page at a time",
          params: hotelCodeParams,
          querystring: consoleReservationsQuerySchema,
          response: { 200: consoleReservationListResponse },
        },
      },
      async (request) => ({
        data: await reservations.list(await signedInUser(accounts, request), request.params.code, request.query),
      }),
    );

    app.get(
      '/console/hotels/:code/reservations/:number',
      {
        schema: {
          tags,
          summary: 'A reservation as staff see it, with its history of changes and the mails sent to its guest',
          params: reservationParams,
          response: { 200: consoleReservationResponse },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        return { data: await reservations.detail(await signedInUser(accounts, request), code, number, requestLocale(request)) };
      },
    );

    app.get(
      '/console/hotels/:code/reservations/:number/change_quote',
      {
        schema: {
          tags,
          summary: 'What a change of dates or rooms would cost (staff changes carry no fee)',
          params: reservationParams,
          querystring: stayChangeQuery,
          response: { 200: changeQuoteResponse },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        return { data: { quote: await reservations.quote(await signedInUser(accounts, request), code, number, request.query) } };
      },
    );

    app.post(
      '/console/hotels/:code/reservations/:number/change',
      {
        schema: {
          tags,
          summary: 'Change the dates or rooms at the quoted total; online changes and cancellation end',
          params: reservationParams,
          body: stayChangeRequestSchema,
          response: { 200: consoleReservationResponse },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: await reservations.changeStay(user, code, number, request.body, requestLocale(request)) };
      },
    );

    app.get(
      '/console/hotels/:code/reservations/:number/package_cancel_quote',
      {
        schema: {
          tags,
          summary:
            "What cancelling a flight package costs with the hotel's fee staff name: the airline's fee by its fare rules and the refund of the one charge",
          params: reservationParams,
          querystring: consolePackageCancelQuoteQuery,
          response: { 200: z.object({ data: packageCancellationQuoteSchema }) },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: await reservations.packageCancelQuote(user, code, number, request.query.cancellation_fee) };
      },
    );

    app.post(
      '/console/hotels/:code/reservations/:number/cancel',
      {
        schema: {
          tags,
          summary:
            "Cancel at any time, charging the fee staff name (up to the total); a flight package's stay cancels the whole package, the answer saying the airline's fee and the refund",
          params: reservationParams,
          body: consoleCancelSchema,
          response: { 200: consoleCancelledReservationResponse },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: await reservations.cancel(user, code, number, request.body, requestLocale(request)) };
      },
    );

    app.post(
      '/console/hotels/:code/reservations/:number/resend_mail',
      {
        schema: {
          tags,
          summary: "Send the guest's confirmation (or cancellation) mail again, as the booking stands now",
          params: reservationParams,
          response: { 200: consoleReservationResponse },
        },
      },
      async (request) => {
        const { code, number } = request.params;
        return { data: await reservations.resendMail(await signedInUser(accounts, request), code, number, requestLocale(request)) };
      },
    );

    app.post(
      '/console/hotels/:code/reservations/:number/payment_links',
      {
        schema: {
          tags,
          summary: "Ask the guest to pay an amount by card, in the hotel's currency (minor units); mailed to them when asked",
          params: reservationParams,
          body: consolePaymentLinkSchema,
          response: { 201: consolePaymentLinkResponse },
        },
      },
      async (request, reply) => {
        const { code, number } = request.params;
        const user = await signedInUser(accounts, request);
        const link = await reservations.paymentLink(user, code, number, request.body, requestLocale(request), requestedOrigin(request));
        return reply.status(201).send({ data: { payment_link: link } });
      },
    );
  };
}
