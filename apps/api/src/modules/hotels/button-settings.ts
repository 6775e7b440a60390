import { isLocale, LOCALES, type Locale } from '@yado/domain/locales';
import { MAX_RECOMMENDED_GUESTS } from '@yado/domain/recommendation';
import { RECOMMENDER_WIDGET_LABELS, SIGN_IN_BUTTON_LABELS } from '@yado/domain/widget-buttons';
import type { recommenderWidgetResponse, signInButtonResponse } from '@yado/domain/wire/recommendation';
import type { z } from 'zod';
import { partyRules } from '../stay-rules/plans';
import type { Catalogue } from './service';

/** The language a host page's button speaks: the one asked when the brand books in it, else the brand's first, else English. */
function buttonLocale(catalogue: Catalogue, asked: string): { locale: Locale; languages: string[] } {
  const { bookLanguages } = catalogue.hotel.brand;
  const languages = bookLanguages.length > 0 ? bookLanguages : [...LOCALES];
  const first = languages.find(isLocale) ?? 'en';
  return { locale: isLocale(asked) && languages.includes(asked) ? asked : first, languages };
}

const withCode = (path: string, code: string) => `${path}?${new URLSearchParams({ code })}`;

/** §7 settings/sign_in_button: shown where members sign in with the widget (not where the brand signs them in on its own site). */
export function presentSignInButton(catalogue: Catalogue, asked: string): z.infer<typeof signInButtonResponse> {
  const { hotel } = catalogue;
  const membership = hotel.brand.settings.membership_setting;
  const enabled = hotel.settings.membership && membership.login_enabled && !membership.custom_auth;
  const signUp = enabled && membership.sign_up_enabled;
  const { locale, languages } = buttonLocale(catalogue, asked);
  return {
    data: {
      enabled,
      sign_up_enabled: signUp,
      button_colour: hotel.settings.button_colour,
      labels: SIGN_IN_BUTTON_LABELS[locale],
      languages,
      sign_in_path: withCode('/sign-in', hotel.code),
      sign_up_path: signUp ? withCode('/sign-up', hotel.code) : null,
    },
  };
}

/** §7 settings/recommender_widget: on where the brand's room recommender is (brand setting room_recommender). */
export function presentRecommenderWidget(catalogue: Catalogue, asked: string): z.infer<typeof recommenderWidgetResponse> {
  const { hotel } = catalogue;
  const { locale, languages } = buttonLocale(catalogue, asked);
  const rules = partyRules(hotel);
  return {
    data: {
      enabled: hotel.brand.settings.room_recommender,
      button_colour: hotel.settings.button_colour,
      header_colour: hotel.settings.header_colour,
      labels: RECOMMENDER_WIDGET_LABELS[locale],
      languages,
      max_guests: MAX_RECOMMENDED_GUESTS,
      max_rooms: rules.roomLimit,
      kids_type: rules.kidsType,
      multi_currency: hotel.settings.mcp_enabled,
      widget_path: withCode('/recommender-widget', hotel.code),
      page_path: withCode('/booking/recommender', hotel.code),
    },
  };
}
