import { useSyncExternalStore } from 'react';
import { RTL_LOCALES, type Locale } from '@yado/domain/locales';
import { setApiLocale } from './api-client';
import { createTranslator, FALLBACK_LOCALE, type TFunction } from './translator';

export type { TFunction } from './translator';

type Catalogue = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Catalogues load lazily, one chunk per locale and part; en is the source of truth and the
 * fallback. The first page needs only `main`; `booking` comes with the booking and lookup pages.
 */
const catalogues: Record<string, Record<Locale, Catalogue>> = {
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
type Part = string;

export const CATALOGUE_LOCALES = Object.keys(catalogues.main as object) as Locale[];

const translations = createTranslator();
const wanted = new Set<Part>(['main']);
const loaded = new Set<string>();

/** What components read: `t` for the current locale, and the locale. A new object after every change re-renders them. */
interface Translation {
  t: TFunction;
  i18n: { language: string; exists(key: string): boolean };
}
let current = translationFor(FALLBACK_LOCALE);
const listeners = new Set<() => void>();

function translationFor(language: string): Translation {
  return { t: translations.translate(language), i18n: { language, exists: (key) => translations.exists(language, key) } };
}

function publish(language: string) {
  current = translationFor(language);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current locale's `t`; components re-render when the locale or its catalogues change. */
export function useTranslation(): Translation {
  return useSyncExternalStore(subscribe, () => current);
}

async function addCatalogue(part: Part, locale: string) {
  const load = catalogues[part]?.[locale as Locale];
  if (!load || loaded.has(`${part}:${locale}`)) return;
  translations.add(locale, (await load()).default);
  loaded.add(`${part}:${locale}`);
}

async function addParts(locale: string) {
  await Promise.all([...wanted].flatMap((part) => [addCatalogue(part, FALLBACK_LOCALE), addCatalogue(part, locale)]));
}

/** The booking pages' text, for the current locale and the English fallback. */
export async function loadBookingCatalogue() {
  wanted.add('booking');
  await addParts(current.i18n.language);
  publish(current.i18n.language);
}

/** A part whose loaders live with the pages that need it (the agency site's), kept for every later change of locale. */
export async function loadCataloguePart(part: string, loaders: Record<Locale, Catalogue>) {
  catalogues[part] = loaders;
  wanted.add(part);
  await addParts(current.i18n.language);
  publish(current.i18n.language);
}

export async function initI18n(locale: Locale) {
  await changeLocale(locale);
}

export async function changeLocale(locale: Locale) {
  await addParts(locale);
  publish(locale);
  setApiLocale(locale);
  document.documentElement.lang = locale.replace('_', '-');
  document.documentElement.dir = RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}
