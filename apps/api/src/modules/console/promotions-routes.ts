import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { promotionIssueSchema } from '@yado/domain/promotions-editing';
import { idParam } from '@yado/domain/validation';
import { consolePromotionListResponse, consolePromotionResponse } from '@yado/domain/wire/console-promotions';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsolePromotions } from './promotions';
import { signedInUser } from './session';

const tags = ['console', 'promotions'];

/**
 * The console's promotions (ADR 0070): the hotel's, read by anyone working there; made and ended
 * by its owners and managers (the front desk is refused with CONSOLE_FORBIDDEN), with the staff API's rules.
 */
export function consolePromotionRoutes(accounts: ConsoleAccounts, promotions: ConsolePromotions): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/promotions',
      {
        schema: {
          tags,
          summary: "The hotel's promotions with their terms and status, and the plans and room types a new one can name",
          params: hotelCodeParams,
          response: { 200: consolePromotionListResponse },
        },
      },
      async (request) => ({
        data: await promotions.list(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.post(
      '/console/hotels/:code/promotions',
      {
        schema: {
          tags,
          summary: "Make a promotion on the hotel's plans (owners and managers); guests' searches show it at once",
          params: hotelCodeParams,
          body: promotionIssueSchema,
          response: { 201: consolePromotionResponse },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(accounts, request);
        const promotion = await promotions.create(user, request.params.code, request.body, requestLocale(request));
        return reply.status(201).send({ data: { promotion } });
      },
    );

    app.post(
      '/console/hotels/:code/promotions/:id/end',
      {
        schema: {
          tags,
          summary: 'End a promotion now (owners and managers): it prices no search or booking from then on',
          params: hotelCodeParams.extend({ id: idParam() }),
          response: { 200: consolePromotionResponse },
        },
      },
      async (request) => {
        const { code, id } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: { promotion: await promotions.end(user, code, id, requestLocale(request)) } };
      },
    );
  };
}
