import type { Locale } from '@yado/domain/locales';
import { ar } from './ar';
import { id } from './id';
import { ko } from './ko';
import { th } from './th';
import { zh_Hans } from './zh_Hans';
import { zh_Hant } from './zh_Hant';

type Text = Record<string, string>;

/**
 * The demo content is written in English and Japanese beside the data it belongs to; the other
 * languages live here, one file each, keyed by the English text, so that a translator works on one file.
 */
export const SEED_TRANSLATIONS: Record<Exclude<Locale, 'en' | 'ja'>, Record<string, string>> = { ko, zh_Hans, zh_Hant, id, th, ar };

/** A text with its translations added; a language written beside the text wins over this table's. */
export function inEveryLanguage(text: Text): Text {
  const english = text.en;
  if (english === undefined) return text;
  const added: Text = {};
  for (const [locale, texts] of Object.entries(SEED_TRANSLATIONS)) {
    const translated = texts[english];
    if (translated !== undefined) added[locale] = translated;
  }
  return { ...added, ...text };
}

/** Whether a value is a text in several languages: an object of strings with an English one. */
export function isText(value: unknown): value is Text {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as Text).en === 'string' &&
    Object.values(value).every((v) => typeof v === 'string')
  );
}

/** Settings with every text in them (a promotion's description, child tiers, filters) in every language. */
export function settingsInEveryLanguage<V>(value: V): V {
  if (isText(value)) return inEveryLanguage(value) as V;
  if (Array.isArray(value)) return value.map((item: unknown) => settingsInEveryLanguage(item)) as V;
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, settingsInEveryLanguage(item)])) as V;
  }
  return value;
}
