import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { extrasResponse } from '@yado/domain/wire/extras';
import { requestLocale } from '../../plugins/locale';
import { codeListQuery, hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { assertStay } from '../stay-rules/stay';
import { isoDateField } from '@yado/domain/validation';
import type { ExtrasService } from './service';

export function extraRoutes(extras: ExtrasService, hotels: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/extras',
      {
        schema: {
          tags: ['extras'],
          summary: 'Extras a stay on the plans given can add: generic ones, and dated ones with a price on a night of the stay',
          params: hotelCodeParams,
          querystring: z.object({
            checkin_date: isoDateField(),
            checkout_date: isoDateField(),
            locale: z.string().max(10).optional(),
            /** The booking's hotel plan codes (comma separated): an extra limited to plans is listed only with them. */
            hotel_plan_codes: codeListQuery.default([]),
          }),
          response: { 200: extrasResponse },
        },
      },
      async (request) => {
        const catalogue = await hotels.getCatalogue(request.params.code);
        const stay = { checkin: request.query.checkin_date, checkout: request.query.checkout_date };
        assertStay(catalogue, stay.checkin, stay.checkout, { dayUse: stay.checkin === stay.checkout });
        const planCodes = request.query.hotel_plan_codes;
        return { data: { extras: await extras.list(catalogue, stay, planCodes, requestLocale(request)) } };
      },
    );
  };
}
