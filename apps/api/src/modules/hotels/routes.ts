import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors';
import { requestLocale } from '../../plugins/locale';
import { presentBookingWidgetSettings, presentPolicy, type WidgetStartup } from './presenters';
import { bookingWidgetSettingsResponse, cancellationPoliciesResponse } from '@yado/domain/wire/hotels';
import { recommenderWidgetResponse, signInButtonResponse } from '@yado/domain/wire/recommendation';
import { presentRecommenderWidget, presentSignInButton } from './button-settings';
import { cancellationPoliciesQuery, hotelCodeParams, localeQuery } from './schemas';
import type { HotelsService } from './service';

export function hotelRoutes(hotels: HotelsService, startup: WidgetStartup): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/hotels/:code/settings/booking_widget',
      {
        schema: {
          tags: ['hotels'],
          summary: 'Start-up response and init settings',
          params: hotelCodeParams,
          querystring: localeQuery,
          response: { 200: bookingWidgetSettingsResponse },
        },
      },
      async (request) => presentBookingWidgetSettings(await hotels.getCatalogue(request.params.code), requestLocale(request), startup),
    );

    app.get(
      '/hotels/:code/settings/sign_in_button',
      {
        schema: {
          tags: ['hotels'],
          summary: "What a hotel's page needs to show a member sign-in button",
          params: hotelCodeParams,
          querystring: localeQuery,
          response: { 200: signInButtonResponse },
        },
      },
      async (request) => presentSignInButton(await hotels.getCatalogue(request.params.code), requestLocale(request)),
    );

    app.get(
      '/hotels/:code/settings/recommender_widget',
      {
        schema: {
          tags: ['hotels'],
          summary: "What a hotel's page needs to show the room recommender widget",
          params: hotelCodeParams,
          querystring: localeQuery,
          response: { 200: recommenderWidgetResponse },
        },
      },
      async (request) => presentRecommenderWidget(await hotels.getCatalogue(request.params.code), requestLocale(request)),
    );

    app.get(
      '/hotels/:code/cancellation_policies',
      {
        schema: {
          tags: ['hotels'],
          summary: 'Cancellation policy lines',
          params: hotelCodeParams,
          querystring: cancellationPoliciesQuery,
          response: { 200: cancellationPoliciesResponse },
        },
      },
      async (request) => {
        const catalogue = await hotels.getCatalogue(request.params.code);
        const { policy_id, hotel_plan_code, checkin } = request.query;
        const planPolicyId = hotel_plan_code ? catalogue.plans.find((p) => p.code === hotel_plan_code)?.cancellationPolicyId : undefined;
        if (hotel_plan_code && planPolicyId === undefined) throw new AppError('not_found');
        const wanted = policy_id ?? planPolicyId;
        const policies = [...catalogue.policies.values()].filter((p) => wanted === undefined || p.id === wanted);
        if (wanted !== undefined && policies.length === 0) throw new AppError('not_found');
        const clock = checkin ? { checkin, timeZone: catalogue.hotel.timeZone, now: new Date() } : undefined;
        return { data: policies.map((p) => presentPolicy(p, clock)) };
      },
    );
  };
}
