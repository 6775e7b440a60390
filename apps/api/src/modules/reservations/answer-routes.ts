import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answersRequestSchema } from '@yado/domain/booking';
import { requireClientSession } from '../../plugins/client-session';
import { requestLocale } from '../../plugins/locale';
import { confirmationQuestionsResponse } from '@yado/domain/wire/questions';
import { callCredentials } from './access';
import { reservationResponse } from '@yado/domain/wire/reservations';
import { credentialHeaders, credentialsQuery, reservationNumberParams } from './schemas';
import type { ReservationsService } from './service';

/** The confirmation screen's questions (§3 place_confirmation_screen), asked once a booking exists. */
export function answerRoutes(reservations: ReservationsService, options: { lookupRateLimit: number }): FastifyPluginAsyncZod {
  return async (app) => {
    const rateLimit = { max: options.lookupRateLimit, timeWindow: '1 minute' };

    app.get(
      '/reservations/:id/additional_questions',
      {
        config: { rateLimit },
        schema: {
          tags: ['reservations', 'questions'],
          summary: 'Questions the confirmation screen asks of this reservation, with the answers given so far',
          params: reservationNumberParams,
          headers: credentialHeaders,
          querystring: credentialsQuery,
          response: { 200: confirmationQuestionsResponse },
        },
      },
      async (request) => ({
        data: await reservations.confirmationQuestions(
          request.params.id,
          callCredentials(request.headers, request.query),
          requestLocale(request),
        ),
      }),
    );

    app.post(
      '/reservations/:id/additional_questions',
      {
        config: { rateLimit },
        schema: {
          tags: ['reservations', 'questions'],
          summary: 'Answer the confirmation-screen questions (attachments uploaded first with POST file_attachments)',
          params: reservationNumberParams,
          body: answersRequestSchema,
          response: { 200: reservationResponse },
        },
      },
      async (request) => ({
        data: {
          reservation: await reservations.answerQuestions(
            request.params.id,
            request.body,
            requireClientSession(request).id,
            requestLocale(request),
          ),
        },
      }),
    );
  };
}
