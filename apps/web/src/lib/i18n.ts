import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { RTL_LOCALES, type Locale } from '@yado/domain/locales';
import { setApiLocale } from './api-client';

/** Catalogues load lazily, one chunk per locale; en is the source of truth and the fallback. */
const catalogues: Record<string, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('../locales/en.json'),
  ja: () => import('../locales/ja.json'),
};

export const CATALOGUE_LOCALES = Object.keys(catalogues) as Locale[];

async function addCatalogue(locale: string) {
  const load = catalogues[locale];
  if (!load || i18next.hasResourceBundle(locale, 'translation')) return;
  i18next.addResourceBundle(locale, 'translation', (await load()).default, true, true);
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
  await Promise.all([addCatalogue('en'), addCatalogue(locale)]);
  applyLocale(locale);
}

export async function changeLocale(locale: Locale) {
  await addCatalogue(locale);
  await i18next.changeLanguage(locale);
  applyLocale(locale);
}

function applyLocale(locale: Locale) {
  setApiLocale(locale);
  document.documentElement.lang = locale.replace('_', '-');
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
