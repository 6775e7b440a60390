import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { planChangeSchema, planCreateSchema, roomTypeChangeSchema, roomTypeCreateSchema } from '@yado/domain/catalogue-editing';
import { planListResponse, planResponse, roomTypeListResponse, roomTypeResponse } from '@yado/domain/wire/console-catalogue';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleCatalogue } from './catalogue';
import { signedInUser } from './session';

const tags = ['console'];
const recordCode = z.string().min(1).max(24);

/**
 * The console's catalogue: the hotel's room types and plans, listed for anyone working there and
 * created or changed by its owners and managers (the front desk is refused with CONSOLE_FORBIDDEN).
 */
export function consoleCatalogueRoutes(accounts: ConsoleAccounts, catalogue: ConsoleCatalogue): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/room-types',
      {
        schema: {
          tags,
          summary: "The hotel's room types, with their texts in every language",
          params: hotelCodeParams,
          response: { 200: roomTypeListResponse },
        },
      },
      async (request) => ({ data: await catalogue.roomTypes(await signedInUser(accounts, request), request.params.code) }),
    );

    app.post(
      '/console/hotels/:code/room-types',
      {
        schema: {
          tags,
          summary: 'Add a room type (owners and managers); it is sold once a plan sells it and the calendar gives it stock and rates',
          params: hotelCodeParams,
          body: roomTypeCreateSchema,
          response: { 201: roomTypeResponse },
        },
      },
      async (request, reply) => {
        const user = await signedInUser(accounts, request);
        const roomType = await catalogue.createRoomType(user, request.params.code, request.body);
        return reply.status(201).send({ data: { room_type: roomType } });
      },
    );

    app.patch(
      '/console/hotels/:code/room-types/:roomTypeCode',
      {
        schema: {
          tags,
          summary: 'Change a room type: the fields sent, the others as they are (owners and managers)',
          params: hotelCodeParams.extend({ roomTypeCode: recordCode }),
          body: roomTypeChangeSchema,
          response: { 200: roomTypeResponse },
        },
      },
      async (request) => {
        const user = await signedInUser(accounts, request);
        const { code, roomTypeCode } = request.params;
        return { data: { room_type: await catalogue.changeRoomType(user, code, roomTypeCode, request.body) } };
      },
    );

    app.get(
      '/console/hotels/:code/plans',
      {
        schema: {
          tags,
          summary: "The hotel's plans (a lottery's are its draw's), with the room types each sells and the policies to choose from",
          params: hotelCodeParams,
          response: { 200: planListResponse },
        },
      },
      async (request) => ({
        data: await catalogue.plans(await signedInUser(accounts, request), request.params.code, requestLocale(request)),
      }),
    );

    app.post(
      '/console/hotels/:code/plans',
      {
        schema: {
          tags,
          summary: 'Add a plan selling the room types named (owners and managers); its rates are set in the calendar',
          params: hotelCodeParams,
          body: planCreateSchema,
          response: { 201: planResponse },
        },
      },
      async (request, reply) => {
        const plan = await catalogue.createPlan(await signedInUser(accounts, request), request.params.code, request.body);
        return reply.status(201).send({ data: { plan } });
      },
    );

    app.patch(
      '/console/hotels/:code/plans/:planCode',
      {
        schema: {
          tags,
          summary:
            'Change a plan: the fields sent, the others as they are; a room type with reservations on it stays (owners and managers)',
          params: hotelCodeParams.extend({ planCode: recordCode }),
          body: planChangeSchema,
          response: { 200: planResponse },
        },
      },
      async (request) => {
        const user = await signedInUser(accounts, request);
        const { code, planCode } = request.params;
        return { data: { plan: await catalogue.changePlan(user, code, planCode, request.body) } };
      },
    );
  };
}
