import { cancellationTerms, freeCancellationDays, policyTerms, type PolicyClock } from '@yado/domain/cancellation';
import { firstCheckinDate, sellsLastNight } from '@yado/domain/stay';
import { nearestAirport } from '@yado/domain/packages/airports';
import { LOCALES, pickTranslation } from '@yado/domain/locales';
import { ONLINE_ACCEPTED_PAYMENT_TYPES } from '@yado/domain/statuses';
import { hotelTakesPaymentType } from '@yado/domain/payments';
import type { z } from 'zod';
import type { Catalogue, HotelPolicy } from './service';
import type { bookingWidgetSettingsResponse, policySchema } from '@yado/domain/wire/hotels';
import { firstPartyCookieEnabled, type BrandSettings } from './settings';

/** What start-up says beyond the hotel's own settings. */
export interface WidgetStartup {
  /** Which gateway takes a brand's cards (its payment hub setting), and where the browser finds its card fields. */
  gatewayFor(settings: BrandSettings): { name: string; cardFieldsUrl: string } | null;
  /** The brand always in preview (§1), by code. */
  previewBrand: string | null;
  /** The server runs as the demo (DEMO_MODE): the widget says so on every page. */
  demoMode: boolean;
}

/** The start-up response and init settings of §3 for one hotel. */
export function presentBookingWidgetSettings(
  catalogue: Catalogue,
  locale: string,
  startup: WidgetStartup,
  now = new Date(),
): z.infer<typeof bookingWidgetSettingsResponse> {
  const { hotel } = catalogue;
  const { settings, brand } = hotel;
  const gateway = startup.gatewayFor(brand.settings);
  const cookie = brand.settings.first_party_cookie_setting;
  return {
    data: {
      hotel_brand: {
        id: brand.id,
        code: brand.code,
        name: pickTranslation(brand.nameTranslations, locale, brand.name),
        first_party_cookie_setting: { ...cookie, enabled: firstPartyCookieEnabled(cookie.status) },
        hotels: brand.hotels.map((h) => ({ code: h.code, name: pickTranslation(h.nameTranslations, locale, h.name) })),
        preview: brand.code === startup.previewBrand,
      },
      demo_mode: startup.demoMode,
      book_languages: brand.bookLanguages,
      available_languages: brand.bookLanguages.length > 0 ? brand.bookLanguages : [...LOCALES],
      booking_widget_setting_attributes: { hotel_brand_id: brand.id, default_search_setting: settings.default_search_setting, tier: null },
      hotel_brand_setting: {
        email_consent: brand.settings.email_consent,
        nearby_hotels_suggestion: brand.settings.nearby_hotels_suggestion,
        room_recommender: brand.settings.room_recommender,
        membership_setting: {
          ...brand.settings.membership_setting,
          custom_account_removal_description: pickTranslation(
            brand.settings.membership_setting.custom_account_removal_description,
            locale,
            '',
          ),
        },
      },
      chatbot_setting: null,
      // A brand whose chosen provider is not configured here takes no cards: no fields, no card brands, no card types.
      payment_gateway_setting: {
        gateway: gateway?.name ?? brand.settings.payment_hub.gateway,
        card_fields_url: gateway?.cardFieldsUrl ?? '',
        accepted_card_brands: gateway ? settings.accepted_card_brands : [],
      },
      mcp_payment_gateway_setting: null,
      payment_hub_integration_type: null,
      integrations: [],
      // The Korean and Taiwanese card types only where the hotel takes that currency.
      payment_options: ONLINE_ACCEPTED_PAYMENT_TYPES.filter((type) =>
        hotelTakesPaymentType(type, { currency: hotel.currency, takesCards: gateway !== null }),
      ),
      init_settings: {
        ...settings,
        hotel_id: hotel.id,
        hotel_brand_id: brand.id,
        hotel_brand_code: brand.code,
        hotel_name: pickTranslation(hotel.nameTranslations, locale, hotel.name),
        code: hotel.code,
        time_zone: hotel.timeZone,
        currency: hotel.currency,
        tax_rate_percent: hotel.taxRatePercent,
        locale: hotel.locale,
        translations_attributes: Object.entries(hotel.nameTranslations).map(([l, name]) => ({ locale: l, name })),
        hotel_brand_name: pickTranslation(brand.nameTranslations, locale, brand.name),
        phone: hotel.phone,
        address: {
          post_code: hotel.address.post_code ?? '',
          full_address: pickTranslation(hotel.address, locale, hotel.address.full_address ?? ''),
          country: hotel.address.country ?? '',
        },
        today: firstCheckinDate(hotel.timeZone, hotel.settings.default_search_setting.yesterday_bookable, now),
        last_night_on_sale: sellsLastNight(hotel.timeZone, hotel.settings.default_search_setting.yesterday_bookable, now),
        // The stay plus flight tab shows only where flights reach the hotel and cards are taken (packages are paid by card).
        flight_package_airport: (gateway && hotel.coordinates && nearestAirport(hotel.coordinates)?.code) || null,
      },
    },
  };
}

/** A policy with its lines: dated and read from now when the check-in is known, in days before check-in otherwise. */
export function presentPolicy(policy: HotelPolicy, clock?: PolicyClock): z.infer<typeof policySchema> {
  return {
    id: policy.id,
    code: policy.code,
    name: policy.name,
    cancellation_policy_parts: policy.cancellation_policy_parts,
    no_show_percentage_of_cost: policy.no_show_percentage_of_cost,
    free_cancellation_days: freeCancellationDays(policy),
    lines: cancellationTerms(policy, clock).lines,
    terms: policyTerms(policy),
  };
}
