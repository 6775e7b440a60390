import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { exchangeRateResponse } from '@yado/domain/wire/payments';
import { z } from 'zod';
import type { HotelsService } from '../hotels/service';
import { hotelCodeParams } from '../hotels/schemas';
import type { CurrenciesService } from './service';

export function currencyRoutes(currencies: CurrenciesService, hotels: HotelsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/exchange_rate',
      {
        schema: {
          tags: ['currencies'],
          summary: "The latest rate from the hotel's currency to the one asked for, when the hotel shows other currencies",
          params: hotelCodeParams,
          querystring: z.object({
            currency: z
              .string()
              .trim()
              .regex(/^[A-Za-z]{3}$/),
          }),
          response: { 200: exchangeRateResponse },
        },
      },
      async (request) => {
        const { hotel } = await hotels.getCatalogue(request.params.code);
        const exchange = await currencies.exchangeFor(
          { currency: hotel.currency, multiCurrency: hotel.settings.mcp_enabled },
          request.query.currency,
        );
        return { data: { exchange_rate: exchange } };
      },
    );
  };
}
