import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { lotteryEntryRequestSchema } from '@yado/domain/lotteries';
import { isoDateField } from '@yado/domain/validation';
import { z } from 'zod';
import { hotelCodeParams } from '../hotels/schemas';
import { requestLocale } from '../../plugins/locale';
import { bearerToken, requireMember } from '../../plugins/member';
import { requestedOrigin } from '../../plugins/origin';
import type { StaffService } from '../staff/service';
import type { LotteryDraw } from './draw';
import { entryResponse, lotteryEventResponse, memberEntriesResponse } from '@yado/domain/wire/lotteries';
import type { LotteriesService } from './service';

const entryParams = z.object({ entry: z.string().min(2).max(32) });

/** Room lotteries (§2 room-lottery pages, §7 "Lottery"): the event, a member's entries, and the hotel's early draw. */
export function lotteryRoutes(lotteries: LotteriesService, draw: LotteryDraw, staff: StaffService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/lottery_events/:id',
      {
        schema: {
          tags: ['lotteries'],
          summary: 'A lottery event: its dates, deadlines and rooms, priced for a stay when one is given',
          params: z.object({ id: z.string().uuid() }),
          querystring: z.object({
            checkin: isoDateField().optional(),
            checkout: isoDateField().optional(),
            adults: z.coerce.number().int().min(1).max(20).optional(),
          }),
          response: { 200: lotteryEventResponse },
        },
      },
      async (request) => ({
        data: {
          lottery_event: await lotteries.event(
            request.params.id,
            { locale: requestLocale(request), ...request.query },
            await request.signedInMember(),
          ),
        },
      }),
    );

    app.post(
      '/hotels/:code/lottery_results',
      {
        schema: {
          tags: ['lotteries'],
          summary: 'Enter a lottery (signed-in members; one entry per event, 3756)',
          params: hotelCodeParams,
          body: lotteryEntryRequestSchema,
          response: { 201: entryResponse },
        },
      },
      async (request, reply) => {
        const member = await requireMember(request);
        const entry = await lotteries.enter(request.params.code, request.body, member, requestedOrigin(request));
        return reply.status(201).send({ data: { lottery_result: entry } });
      },
    );

    app.get(
      '/lottery_results/:entry',
      {
        schema: {
          tags: ['lotteries'],
          summary: 'A lottery entry, for the account that entered',
          params: entryParams,
          response: { 200: entryResponse },
        },
      },
      async (request) => ({
        data: { lottery_result: await lotteries.get(request.params.entry, await requireMember(request), requestLocale(request)) },
      }),
    );

    app.put(
      '/lottery_results/:entry',
      {
        schema: {
          tags: ['lotteries'],
          summary: 'Change an entry (room, stay, details) until the entry deadline',
          params: entryParams,
          body: lotteryEntryRequestSchema,
          response: { 200: entryResponse },
        },
      },
      async (request) => ({
        data: { lottery_result: await lotteries.update(request.params.entry, request.body, await requireMember(request)) },
      }),
    );

    app.put(
      '/lottery_results/:entry/cancel',
      {
        schema: {
          tags: ['lotteries'],
          summary: 'Withdraw an entry, or decline a won room not booked yet; cannot be undone',
          params: entryParams,
          response: { 200: entryResponse },
        },
      },
      async (request) => ({
        data: { lottery_result: await lotteries.cancel(request.params.entry, await requireMember(request), requestLocale(request)) },
      }),
    );

    app.post(
      '/lottery_results/:entry/delete_in_complete_reservation',
      {
        schema: {
          tags: ['lotteries'],
          summary: "Set aside a winner's booking whose payment failed, to book the room again",
          params: entryParams,
          response: { 200: entryResponse },
        },
      },
      async (request) => ({
        data: {
          lottery_result: await lotteries.deleteIncompleteReservation(
            request.params.entry,
            await requireMember(request),
            requestLocale(request),
          ),
        },
      }),
    );

    app.get(
      '/user/lottery_results',
      {
        schema: {
          tags: ['lotteries', 'members'],
          summary: "The signed-in member's lottery entries (the lottery tab), newest first",
          querystring: z.object({ page: z.coerce.number().int().min(1).max(1000).default(1) }),
          response: { 200: memberEntriesResponse },
        },
      },
      async (request) => ({
        data: await lotteries.listForMember(await requireMember(request), request.query.page, requestLocale(request)),
      }),
    );

    app.post(
      '/staff/hotels/:code/lottery_events/:id/draw',
      {
        schema: {
          tags: ['staff', 'lotteries'],
          summary: 'Draw the lottery now: entries close, winners are told and their rooms held',
          security: [{ staffKey: [] }],
          params: hotelCodeParams.extend({ id: z.string().uuid() }),
          response: { 200: z.object({ data: z.object({ winners: z.number(), not_winners: z.number() }) }) },
        },
      },
      async (request) => {
        const { hotelId } = await staff.authenticate(request.params.code, bearerToken(request));
        return { data: await draw.draw(request.params.id, new Date(), { closeEntries: true, hotelId }) };
      },
    );
  };
}
