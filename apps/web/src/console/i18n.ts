import { useSyncExternalStore } from 'react';
import { isLocale, LOCALES, type Locale } from '@yado/domain/locales';
import { changeLocale, loadBookingCatalogue, useTranslation } from '../lib/i18n';
import { createTranslator, FALLBACK_LOCALE, type TFunction } from '../lib/translator';

type Catalogue = () => Promise<{ default: Record<string, unknown> }>;

/** The console's own words, one chunk per locale; the widget's catalogue gives the shared ones (validation, "optional"). */
const catalogues: Record<Locale, Catalogue> = {
  en: () => import('../locales/en.console.json'),
  ja: () => import('../locales/ja.console.json'),
  ko: () => import('../locales/ko.console.json'),
  zh_Hans: () => import('../locales/zh_Hans.console.json'),
  zh_Hant: () => import('../locales/zh_Hant.console.json'),
  id: () => import('../locales/id.console.json'),
  th: () => import('../locales/th.console.json'),
  ar: () => import('../locales/ar.console.json'),
};
export const CONSOLE_LOCALES = LOCALES;
const STORED_LOCALE = 'yado.console.locale';

const translations = createTranslator();
const loaded = new Set<string>();
let current = { locale: FALLBACK_LOCALE as Locale, t: translations.translate(FALLBACK_LOCALE) };
const listeners = new Set<() => void>();

async function add(locale: Locale) {
  if (loaded.has(locale)) return;
  translations.add(locale, (await catalogues[locale]()).default);
  loaded.add(locale);
}

/** The console's language: the address's ?locale=, else the one chosen before, else the browser's, else English. */
export function initialLocale(): Locale {
  const asked = new URLSearchParams(location.search).get('locale');
  const stored = localStorage.getItem(STORED_LOCALE);
  const browser = navigator.language.toLowerCase().startsWith('zh')
    ? /hant|tw|hk/.test(navigator.language.toLowerCase())
      ? 'zh_Hant'
      : 'zh_Hans'
    : navigator.language.slice(0, 2);
  return [asked, stored, browser].find(isLocale) ?? 'en';
}

export async function setConsoleLocale(locale: Locale) {
  // The widget's words the shared components use (form marks, validation messages) are in both its parts.
  await Promise.all([add(FALLBACK_LOCALE), add(locale), changeLocale(locale).then(loadBookingCatalogue)]);
  localStorage.setItem(STORED_LOCALE, locale);
  current = { locale, t: translations.translate(locale) };
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The console's `t`, the widget's (`tw`, for shared words) and the locale; components re-render when it changes. */
export function useConsoleText(): { t: TFunction; tw: TFunction; locale: Locale } {
  const own = useSyncExternalStore(subscribe, () => current);
  const { t: tw } = useTranslation();
  return { t: own.t, tw, locale: own.locale };
}
