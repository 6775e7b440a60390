import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RTL_LOCALES, type Locale } from '@yado/domain/locales';
import { setApiLocale } from './api-client';

type Catalogue = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Catalogues load lazily, one chunk per locale and part; en is the source of truth and the
 * fallback. The first page needs only `main`; `booking` comes with the booking and lookup pages.
 */
const catalogues: Record<'main' | 'booking', Record<Locale, Catalogue>> = {
  main: {
    en: () => import('../locales/en.json'),
    ja: () => import('../locales/ja.json'),
    ko: () => import('../locales/ko.json'),
    zh_Hans: () => import('../locales/zh_Hans.json'),
    zh_Hant: () => import('../locales/zh_Hant.json'),
    id: () => import('../locales/id.json'),
    th: () => import('../locales/th.json'),
    ar: () => import('../locales/ar.json'),
  },
  booking: {
    en: () => import('../locales/en.booking.json'),
    ja: () => import('../locales/ja.booking.json'),
    ko: () => import('../locales/ko.booking.json'),
    zh_Hans: () => import('../locales/zh_Hans.booking.json'),
    zh_Hant: () => import('../locales/zh_Hant.booking.json'),
    id: () => import('../locales/id.booking.json'),
    th: () => import('../locales/th.booking.json'),
    ar: () => import('../locales/ar.booking.json'),
  },
};
type Part = keyof typeof catalogues;

export const CATALOGUE_LOCALES = Object.keys(catalogues.main) as Locale[];

const wanted = new Set<Part>(['main']);
const loaded = new Set<string>();

async function addCatalogue(part: Part, locale: string) {
  const load = catalogues[part][locale as Locale] as Catalogue | undefined;
  if (!load || loaded.has(`${part}:${locale}`)) return;
  i18next.addResourceBundle(locale, 'translation', (await load()).default, true, true);
  loaded.add(`${part}:${locale}`);
}

async function addParts(locale: string) {
  await Promise.all([...wanted].flatMap((part) => [addCatalogue(part, 'en'), addCatalogue(part, locale)]));
}

/** The booking pages' text, for the current locale and the English fallback. */
export async function loadBookingCatalogue() {
  wanted.add('booking');
  await addParts(i18next.language);
}

export async function initI18n(locale: Locale) {
  await i18next.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  await addParts(locale);
  applyLocale(locale);
}

export async function changeLocale(locale: Locale) {
  await addParts(locale);
  await i18next.changeLanguage(locale);
  applyLocale(locale);
}

function applyLocale(locale: Locale) {
  setApiLocale(locale);
  document.documentElement.lang = locale.replace('_', '-');
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
