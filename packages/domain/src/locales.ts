/** The UI locales of §1. `en` is the source of truth for catalogues. */
export const LOCALES = ['ja', 'en', 'ko', 'zh_Hans', 'zh_Hant', 'id', 'th', 'ar'] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export const RTL_LOCALES: readonly Locale[] = ['ar'];

/** Each locale's name in its own language, as a language menu lists it. */
export const NATIVE_LOCALE_NAMES: Record<Locale, string> = {
  ja: '日本語',
  en: 'English',
  ko: '한국어',
  zh_Hans: '简体中文',
  zh_Hant: '繁體中文',
  id: 'Bahasa Indonesia',
  th: 'ไทย',
  ar: 'العربية',
};

/**
 * §1: the brand's book languages restrict the choice; if the chosen language is not among them
 * the first is used. Without a choice the fallback is ja in OTA mode, otherwise en.
 */
export function resolveLocale(input: {
  requested?: string | null;
  stored?: string | null;
  bookLanguages?: readonly string[];
  otaMode?: boolean;
}): Locale {
  const fallback: Locale = input.otaMode ? 'ja' : 'en';
  const chosen = [input.requested, input.stored].find(isLocale) ?? fallback;
  const allowed = (input.bookLanguages ?? []).filter(isLocale);
  if (allowed.length > 0 && !allowed.includes(chosen)) return allowed[0] as Locale;
  return chosen;
}

/** The hotel locale is ko or zh_Hant when so set, otherwise ja (§1). */
export function hotelLocale(setting: string | null | undefined): 'ja' | 'ko' | 'zh_Hant' {
  return setting === 'ko' || setting === 'zh_Hant' ? setting : 'ja';
}

/** Picks the text for a locale from a translation map, falling back to English, then to the default. */
export function pickTranslation(translations: Record<string, string> | null | undefined, locale: string, fallback: string): string {
  return translations?.[locale] || translations?.en || fallback;
}
