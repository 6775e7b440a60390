import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extraChangeSchema, extraCreateSchema } from '@yado/domain/extras-editing';
import { questionChangeSchema, questionCreateSchema } from '@yado/domain/questions-editing';
import { idField } from '@yado/domain/validation';
import { extraListResponse, extraResponse, questionListResponse, questionResponse } from '@yado/domain/wire/console-catalogue';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleExtras } from './catalogue-extras';
import type { ConsoleQuestions } from './catalogue-questions';
import { signedInUser } from './session';

const tags = ['console'];

/**
 * The console's extras and additional questions, beside its room types and plans: listed for
 * anyone working at the hotel, created or changed by its owners and managers (the front desk is
 * refused with CONSOLE_FORBIDDEN).
 */
export function consoleExtrasRoutes(accounts: ConsoleAccounts, extras: ConsoleExtras, questions: ConsoleQuestions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/extras',
      {
        schema: {
          tags,
          summary: "The hotel's extras, with their texts in every language, their dates from today on and the plans they may be limited to",
          params: hotelCodeParams,
          response: { 200: extraListResponse },
        },
      },
      async (request) => ({
        data: await extras.list(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.post(
      '/console/hotels/:code/extras',
      {
        schema: {
          tags,
          summary: 'Add an extra with its price and stock for a run of dates (owners and managers)',
          params: hotelCodeParams,
          body: extraCreateSchema,
          response: { 201: extraResponse },
        },
      },
      async (request, reply) => {
        const extra = await extras.create(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.status(201).send({ data: { extra } });
      },
    );

    app.patch(
      '/console/hotels/:code/extras/:extraCode',
      {
        schema: {
          tags,
          summary: 'Change an extra: the fields sent, the others as they are; what guests booked stays (EXTRA_BOOKED)',
          params: hotelCodeParams.extend({ extraCode: z.string().min(1).max(24) }),
          body: extraChangeSchema,
          response: { 200: extraResponse },
        },
      },
      async (request) => {
        const { code, extraCode } = request.params;
        return { data: { extra: await extras.change(await signedInUser(accounts, request), code, extraCode, request.body) } };
      },
    );

    app.get(
      '/console/hotels/:code/questions',
      {
        schema: {
          tags,
          summary: "The hotel's additional questions, with their texts in every language, and the plans to ask them for",
          params: hotelCodeParams,
          response: { 200: questionListResponse },
        },
      },
      async (request) => ({
        data: await questions.list(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.post(
      '/console/hotels/:code/questions',
      {
        schema: {
          tags,
          summary: 'Add a question (owners and managers)',
          params: hotelCodeParams,
          body: questionCreateSchema,
          response: { 201: questionResponse },
        },
      },
      async (request, reply) => {
        const question = await questions.create(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.status(201).send({ data: { question } });
      },
    );

    app.patch(
      '/console/hotels/:code/questions/:questionId',
      {
        schema: {
          tags,
          summary: 'Change a question: the fields sent, the others as they are; what guests answered stays (QUESTION_ANSWERED)',
          params: hotelCodeParams.extend({ questionId: z.coerce.number().pipe(idField()) }),
          body: questionChangeSchema,
          response: { 200: questionResponse },
        },
      },
      async (request) => {
        const { code, questionId } = request.params;
        return { data: { question: await questions.change(await signedInUser(accounts, request), code, questionId, request.body) } };
      },
    );
  };
}
