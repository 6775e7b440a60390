import { localStore } from './storage';

const KEY = 'yado_locale';

/** The language the guest chose last, kept across visits (§3 "Stored locally"). */
export function storedLocale(): string | null {
  return localStore.get(KEY);
}

export function storeLocale(locale: string) {
  localStore.set(KEY, locale);
}
