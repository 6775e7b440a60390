import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consoleLotteryDetailResponse, consoleLotteryDrawResponse, consoleLotteryListResponse } from '@yado/domain/wire/console-lotteries';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { Db } from '../../db/connect';
import type { LotteryDraw } from '../lotteries/draw';
import { consoleLotteries } from './lotteries';
import { signedInUser } from './session';

const tags = ['console', 'lotteries'];
const eventParams = hotelCodeParams.extend({ id: z.string().uuid() });

/**
 * The console's room lotteries: the hotel's events and their entries for anyone working there, and
 * the draw for its owners and managers (the front desk is refused with CONSOLE_FORBIDDEN).
 */
export function consoleLotteryRoutes(accounts: ConsoleAccounts, db: Db, draw: LotteryDraw): FastifyPluginAsyncZod {
  const lotteries = consoleLotteries(db, accounts, draw);
  return async (app) => {
    app.get(
      '/console/hotels/:code/lottery-events',
      {
        schema: {
          tags,
          summary: "The hotel's lottery events: dates, rooms offered, entries counted, and whether entries are open or it is drawn",
          params: hotelCodeParams,
          response: { 200: consoleLotteryListResponse },
        },
      },
      async (request) => ({
        data: await lotteries.list(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.get(
      '/console/hotels/:code/lottery-events/:id',
      {
        schema: {
          tags,
          summary: 'A lottery event with its entries, a page at a time: winners first, then those waiting, then the rest',
          params: eventParams,
          querystring: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) }),
          response: { 200: consoleLotteryDetailResponse },
        },
      },
      async (request) => {
        const { code, id } = request.params;
        const user = await signedInUser(accounts, request);
        return { data: await lotteries.detail(user, code, id, request.query.page, requestLocale(request)) };
      },
    );

    app.post(
      '/console/hotels/:code/lottery-events/:id/draw',
      {
        schema: {
          tags,
          summary:
            'Draw the lottery once its entries have closed (owners and managers): winners are told and their rooms held; a second draw is refused',
          params: eventParams,
          response: { 200: consoleLotteryDrawResponse },
        },
      },
      async (request) => {
        const { code, id } = request.params;
        return { data: await lotteries.draw(await signedInUser(accounts, request), code, id, requestLocale(request)) };
      },
    );
  };
}
