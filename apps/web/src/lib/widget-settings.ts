import type { CardBrand } from '@yado/domain/payments';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import type { Locale } from '@yado/domain/locales';
import type { KidsTierSetting, KidsType } from '@yado/domain/party';
import { apiRequest } from './api-client';
import { settingsCall } from './start-up-calls';

export interface InitSettings {
  hotel_id: number;
  hotel_brand_id: number;
  hotel_brand_code: string;
  hotel_name: string;
  code: string;
  button_colour: string;
  header_colour: string;
  header_type: 'header_logo' | 'header_customize';
  website_header_html: string | null;
  footer_html: string | null;
  compiled_css: string | null;
  logo: string | null;
  max_guests_per_room: number;
  kids_setting: { kids_type: KidsType; accept_type: 'accept' | 'not_accept'; shared_bed_type: 'per_adult' | 'per_room' };
  kids_tiers: KidsTierSetting[];
  room_search_filters: Array<{ id: number; name: string; translations: Record<string, string> }>;
  day_use_search_active: boolean;
  multi_rooms_search_enabled: boolean;
  multi_rooms_search_limit: number;
  search_type: 'dated' | 'undated';
  plan_search_enabled: boolean;
  default_search_setting: { yesterday_bookable: boolean; available_rooms_only: boolean };
  show_prices_tax_included: boolean;
  customer_address_required: boolean;
  kanji_name_required: boolean;
  /** The hotel does not take or give members' points (§3). */
  point_program_disabled: boolean;
  reservable_period_months: number;
  time_zone: string;
  currency: string;
  /** The hotel shows prices in other currencies too (§4 multi-currency). */
  mcp_enabled: boolean;
  /** Paying at the hotel stays possible when cancelling already costs a fee at booking. */
  unsecured_payment_when_fee_due: boolean;
  tax_rate_percent: number;
  hotel_brand_name: string;
  phone: string;
  address: { post_code: string; full_address: string; country: string };
  today: string;
}

export interface WidgetSettings {
  hotel_brand: { id: number; code: string; name: string; hotels: Array<{ code: string; name: string }>; preview: boolean };
  /** The server runs as a demo (DEMO_MODE): every page says so. */
  demo_mode: boolean;
  book_languages: string[];
  available_languages: string[];
  payment_options: string[];
  hotel_brand_setting: {
    /** §3 membership settings: custom_account_removal means the brand removes accounts itself, as the description says. */
    membership_setting: {
      custom_account_removal: boolean;
      custom_account_removal_description: string;
      encrypted_qr_code_enabled: boolean;
      login_enabled: boolean;
      sign_up_enabled: boolean;
      custom_auth: boolean;
      /** Corporate users sign in here (§2 login menu). */
      corporate_login_enabled: boolean;
    };
  };
  /** The card gateway: where its hosted card fields load, and the brands this hotel takes. */
  payment_gateway_setting: { gateway: string; card_fields_url: string; accepted_card_brands: CardBrand[] };
  init_settings: InitSettings;
}

/** GET hotels/{code}/settings/booking_widget: the start-up response (§3). */
export const settingsQuery = (code: string, locale: string) =>
  queryOptions({
    queryKey: ['settings', code, locale],
    queryFn: async () => {
      const { path, query } = settingsCall(code);
      return (await apiRequest<{ data: WidgetSettings }>(path, { query })).data;
    },
    staleTime: 5 * 60_000,
  });

export interface Widget {
  code: string;
  locale: Locale;
  settings: WidgetSettings;
}

export const WidgetContext = createContext<Widget | null>(null);

/** The hotel the widget was started for, its settings and the UI locale. */
export function useWidget(): Widget {
  const widget = useContext(WidgetContext);
  if (!widget) throw new Error('useWidget outside WidgetContext');
  return widget;
}

export function useSettings(code: string, locale: string) {
  return useSuspenseQuery(settingsQuery(code, locale)).data;
}
