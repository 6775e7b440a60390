import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hotelSettingsChangeSchema } from '@yado/domain/hotel-settings-editing';
import { consoleHotelSettingsResponse } from '@yado/domain/wire/console-settings';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleHotelSettingsService } from './hotel-settings';
import { signedInUser } from './session';

const tags = ['console'];

/** The hotel's settings (ADR 0069): read by anyone at the hotel, changed by its owners and managers. */
export function consoleHotelSettingsRoutes(accounts: ConsoleAccounts, settings: ConsoleHotelSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/settings',
      {
        schema: {
          tags,
          summary: "The hotel's appearance, languages, card brands, notification emails and online changes",
          params: hotelCodeParams,
          response: { 200: consoleHotelSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.read(await signedInUser(accounts, request), request.params.code) }),
    );

    app.put(
      '/console/hotels/:code/settings',
      {
        schema: {
          tags,
          summary: "Change the hotel's settings (owners and managers); the widget shows them at once",
          params: hotelCodeParams,
          body: hotelSettingsChangeSchema,
          response: { 200: consoleHotelSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.change(await signedInUser(accounts, request), request.params.code, request.body) }),
    );
  };
}
