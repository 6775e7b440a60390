import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { brandSettingsChangeSchema } from '@yado/domain/hotel-settings-editing';
import { brandAccessChangeSchema } from '@yado/domain/brand-access-editing';
import { brandFeaturesChangeSchema } from '@yado/domain/brand-features-editing';
import { consoleBrandAccessResponse, consoleBrandFeaturesResponse, consoleBrandSettingsResponse } from '@yado/domain/wire/console-settings';
import { hotelCodeParams } from '../hotels/schemas';
import type { ConsoleAccounts } from './accounts';
import type { ConsoleBrandAccessService } from './brand-access';
import type { ConsoleBrandFeaturesService } from './brand-features';
import type { ConsoleBrandSettingsService } from './brand-settings';
import { signedInUser } from './session';

const tags = ['console'];

/**
 * The brand's defaults for all its hotels (ADR 0074), its sites, sign-in and card gateway, and
 * its guest features: read and changed by the brand's owners, through any of its hotels.
 */
export function consoleBrandSettingsRoutes(
  accounts: ConsoleAccounts,
  settings: ConsoleBrandSettingsService,
  access: ConsoleBrandAccessService,
  features: ConsoleBrandFeaturesService,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/console/hotels/:code/brand_settings',
      {
        schema: {
          tags,
          summary: "The brand's default colours, header, footer and languages, and the hotels they reach (owners)",
          params: hotelCodeParams,
          response: { 200: consoleBrandSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.read(await signedInUser(accounts, request), request.params.code) }),
    );

    app.put(
      '/console/hotels/:code/brand_settings',
      {
        schema: {
          tags,
          summary: "Change the brand's defaults (owners); every hotel of the brand without its own value shows them at once",
          params: hotelCodeParams,
          body: brandSettingsChangeSchema,
          response: { 200: consoleBrandSettingsResponse },
        },
      },
      async (request) => ({ data: await settings.change(await signedInUser(accounts, request), request.params.code, request.body) }),
    );

    app.get(
      '/console/hotels/:code/brand_access',
      {
        schema: {
          tags,
          summary:
            "The brand's own sites (which may frame the widget), how its members sign in and its card gateway among those configured here (owners)",
          params: hotelCodeParams,
          response: { 200: consoleBrandAccessResponse },
        },
      },
      async (request) => ({ data: await access.read(await signedInUser(accounts, request), request.params.code) }),
    );

    app.put(
      '/console/hotels/:code/brand_access',
      {
        schema: {
          tags,
          summary: "Change the brand's sites, sign-in and card gateway (owners); every hotel of the brand follows at once",
          params: hotelCodeParams,
          body: brandAccessChangeSchema,
          response: { 200: consoleBrandAccessResponse },
        },
      },
      async (request) => ({ data: await access.change(await signedInUser(accounts, request), request.params.code, request.body) }),
    );

    app.get(
      '/console/hotels/:code/brand_features',
      {
        schema: {
          tags,
          summary:
            "What the brand's booking pages offer: nearby hotels for a full stay, the room recommender, members' QR code and account removal (owners)",
          params: hotelCodeParams,
          response: { 200: consoleBrandFeaturesResponse },
        },
      },
      async (request) => ({ data: await features.read(await signedInUser(accounts, request), request.params.code) }),
    );

    app.put(
      '/console/hotels/:code/brand_features',
      {
        schema: {
          tags,
          summary: "Change the brand's guest features (owners); every hotel of the brand follows at once",
          params: hotelCodeParams,
          body: brandFeaturesChangeSchema,
          response: { 200: consoleBrandFeaturesResponse },
        },
      },
      async (request) => ({ data: await features.change(await signedInUser(accounts, request), request.params.code, request.body) }),
    );
  };
}
