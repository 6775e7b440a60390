import { isLocale, type Locale } from './locales';

/** Languages that write the family name first (ja, ko, zh). */
const FAMILY_NAME_FIRST: readonly Locale[] = ['ja', 'ko', 'zh_Hans', 'zh_Hant'];

export function familyNameFirst(locale: string): boolean {
  return isLocale(locale) && FAMILY_NAME_FIRST.includes(locale);
}

/** A person's name as the language writes it: "Jane Smith" in English, "山田 花子" in Japanese. */
export function personName(person: { first_name: string; last_name: string }, locale: string): string {
  const [first, second] = familyNameFirst(locale) ? [person.last_name, person.first_name] : [person.first_name, person.last_name];
  return [first, second].filter((part) => part.trim() !== '').join(' ');
}
