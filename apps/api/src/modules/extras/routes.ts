import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requestLocale } from '../../plugins/locale';
import { hotelCodeParams } from '../hotels/schemas';
import type { HotelsService } from '../hotels/service';
import { assertStay } from '../stay-rules/stay';
import { isoDateField } from '@yado/domain/validation';
import type { ExtrasService } from './service';

const extraSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  extra_type: z.enum(['generic', 'dated']),
  unit: z.string(),
  min_quantity: z.number(),
  max_quantity: z.number(),
  delivery_times: z.array(z.string()),
  /** Orders close order_deadline_hours before the check-in day; false once they have. */
  orderable: z.boolean(),
  order_deadline_hours: z.number(),
  dates: z.array(z.object({ date: z.string(), price_without_tax: z.number(), price: z.number(), left: z.number() })),
});

export function extraRoutes(extras: ExtrasService, hotels: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/extras',
      {
        schema: {
          tags: ['extras'],
          summary: 'Extras a stay can add: generic ones, and dated ones with a price on a night of the stay',
          params: hotelCodeParams,
          querystring: z.object({ checkin_date: isoDateField(), checkout_date: isoDateField(), locale: z.string().max(10).optional() }),
          response: { 200: z.object({ data: z.object({ extras: z.array(extraSchema) }) }) },
        },
      },
      async (request) => {
        const catalogue = await hotels.getCatalogue(request.params.code);
        const stay = { checkin: request.query.checkin_date, checkout: request.query.checkout_date };
        assertStay(catalogue, stay.checkin, stay.checkout, { dayUse: stay.checkin === stay.checkout });
        return { data: { extras: await extras.list(catalogue, stay, requestLocale(request)) } };
      },
    );
  };
}
